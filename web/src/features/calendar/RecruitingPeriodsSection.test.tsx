import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { sentBodies } from '@test/messages';
import { mockApi, renderApp, signedIn, type MockAnswer } from '@test/test-utils';
import type { RecruitingPeriod } from './api';

configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await Promise.all([import('@/features/admin/AdminPage'), import('./RecruitingPeriodsSection')]);
}, 30_000);

const DEAD: RecruitingPeriod = {
  id: 'p-1',
  division: 'I',
  squad: 'all',
  kind: 'dead',
  label: 'Dead period',
  meaning: 'Coaches may not make in-person recruiting contact or evaluations.',
  startsOn: '2026-12-14',
  endsOn: '2027-01-03',
  note: 'Winter break',
  source: 'NCAA Division I recruiting calendar 2026-27',
  current: true,
};

const QUIET: RecruitingPeriod = {
  ...DEAD,
  id: 'p-2',
  division: 'II',
  squad: 'womens',
  kind: 'quiet',
  label: 'Quiet period',
  meaning: 'Coaches may meet athletes in person only on their own campus.',
  startsOn: '2027-07-01',
  endsOn: '2027-07-31',
  note: null,
  source: 'NCAA Division II recruiting calendar',
  current: false,
};

function setup(post: () => MockAnswer) {
  document.cookie = 'rr_csrf=csrf-token; path=/';
  let periods = [DEAD];
  const fetchMock = mockApi({
    'GET /api/auth/session': { body: signedIn('admin', 'ops@example.com') },
    'GET /api/admin/recruiting-periods': () => ({ body: periods }),
    'POST /api/admin/recruiting-periods': () => {
      const answer = post();
      if (typeof answer === 'object' && answer.status === 201) periods = [DEAD, QUIET];
      return answer;
    },
    'DELETE /api/admin/recruiting-periods/p-1': () => {
      periods = periods.filter((p) => p.id !== 'p-1');
      return { status: 204 };
    },
  });
  renderApp('/admin?tab=periods');
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

describe("the console's recruiting periods", { timeout: 20_000 }, () => {
  it('lists the periods and adds one after checking it, with the server’s field errors on the fields', async () => {
    let answer: MockAnswer = {
      status: 422,
      body: { error: { code: 'validation_failed', message: 'Check the highlighted fields.', fields: { source: 'Name the NCAA calendar these dates come from.' } } },
    };
    const { user, fetchMock } = setup(() => answer);
    expect(await screen.findByRole('tab', { name: 'Recruiting periods', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Recruiting periods' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1];
    if (!row) throw new Error('expected a period row');
    expect(row).toHaveTextContent('Dead period');
    expect(row).toHaveTextContent('In force today');
    expect(row).toHaveTextContent('Division I');
    expect(row).toHaveTextContent('All squads');
    expect(row).toHaveTextContent('December 14, 2026');
    expect(row).toHaveTextContent('January 3, 2027');
    expect(row).toHaveTextContent('Winter break');
    expect(row).toHaveTextContent('NCAA Division I recruiting calendar 2026-27');

    const form = within(screen.getByRole('form', { name: 'Add a period' }));
    await user.click(form.getByRole('button', { name: 'Add period' }));
    expect(await form.findByText('Enter the first day.')).toBeInTheDocument();
    expect(form.getByText('Enter the last day.')).toBeInTheDocument();
    expect(form.getByText('Say where these dates come from.')).toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText('First day')).toHaveFocus());

    fireEvent.change(form.getByLabelText('First day'), { target: { value: '2027-07-31' } });
    fireEvent.change(form.getByLabelText('Last day'), { target: { value: '2027-07-01' } });
    await user.type(form.getByLabelText('Source'), 'NCAA');
    await user.click(form.getByRole('button', { name: 'Add period' }));
    expect(await form.findByText('The last day must be on or after the first day.')).toBeInTheDocument();
    expect(form.getByLabelText('Last day')).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetchMock, 'POST', '/api/admin/recruiting-periods')).toEqual([]);

    fireEvent.change(form.getByLabelText('First day'), { target: { value: '2027-07-01' } });
    fireEvent.change(form.getByLabelText('Last day'), { target: { value: '2027-07-31' } });
    await user.selectOptions(form.getByLabelText('Kind'), 'Quiet period');
    await user.selectOptions(form.getByLabelText('Division'), 'Division II');
    await user.selectOptions(form.getByLabelText('Squad'), "Women's rowing");
    await user.click(form.getByRole('button', { name: 'Add period' }));
    expect(await form.findByText('Name the NCAA calendar these dates come from.')).toBeInTheDocument();
    expect(form.getByLabelText('Source')).toHaveAttribute('aria-invalid', 'true');

    answer = { status: 201, body: QUIET };
    await user.clear(form.getByLabelText('Source'));
    await user.type(form.getByLabelText('Source'), 'NCAA Division II recruiting calendar');
    await user.click(form.getByRole('button', { name: 'Add period' }));
    expect(
      await screen.findByText("Added: Quiet period, Division II, women's rowing, July 1, 2027 to July 31, 2027."),
    ).toBeInTheDocument();
    expect(await within(screen.getByRole('table')).findByText('Quiet period')).toBeInTheDocument();
    expect(form.getByLabelText('Source')).toHaveValue('');
    expect(sentBodies(fetchMock, 'POST', '/api/admin/recruiting-periods').at(-1)).toEqual({
      division: 'II',
      squad: 'womens',
      kind: 'quiet',
      startsOn: '2027-07-01',
      endsOn: '2027-07-31',
      note: null,
      source: 'NCAA Division II recruiting calendar',
    });
  });

  it('deletes a period only once confirmed', async () => {
    const { user, fetchMock } = setup(() => ({ status: 500 }));
    const name = 'Delete Dead period, Division I, all squads, December 14, 2026 to January 3, 2027';
    await user.click(await screen.findByRole('button', { name }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this recruiting period?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Coaches stop seeing it at once.') as string);
    await user.click(within(dialog).getByRole('button', { name: 'Keep the period' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this recruiting period?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete period' }));
    expect(await screen.findByText('Deleted: Dead period, Division I, all squads, December 14, 2026 to January 3, 2027.')).toBeInTheDocument();
    expect(await screen.findByText('No recruiting periods yet.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url, init]) => url === '/api/admin/recruiting-periods/p-1' && init?.method === 'DELETE')).toHaveLength(1);
  });
});
