import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, signedIn, type MockAnswer } from '@test/test-utils';
import type { ErgTest, PerformanceLog, RaceResult } from './api';

configure({ asyncUtilTimeout: 5000 });

const test2k = (id: string, date: string, time: string, tenths: number, extra: Partial<ErgTest> = {}): ErgTest => ({
  id,
  piece: '2k',
  time,
  meters: null,
  tenths,
  date,
  strokeRate: 30,
  split: '1:45.0',
  notes: null,
  verificationCode: null,
  verificationCodeProvided: false,
  createdAt: `${date}T10:00:00.000Z`,
  ...extra,
});

const race: RaceResult = {
  id: 'r-1',
  regatta: 'Head of the Charles',
  date: '2025-10-18',
  event: "Women's Youth 8+",
  boatClass: '8+',
  seat: 'cox',
  place: 3,
  time: '16:02.5',
  resultsUrl: 'https://results.example/hocr',
  createdAt: '2025-10-19T10:00:00.000Z',
};

/** The athlete's own plan: Elite's level (progress charts) unless `charts` is false. */
const accountPlan = (charts: boolean) => ({
  audience: 'rower',
  plan: charts ? { id: 'elite', name: 'Elite', audience: 'rower' } : null,
  trialEndsAt: null,
  hadTrial: charts,
  level: { savedSchools: charts ? null : 5, progressCharts: charts, familyMembers: charts ? 1 : 0 },
});

function setup(
  log: PerformanceLog,
  answers: Record<string, (body: Record<string, unknown>) => MockAnswer> = {},
  charts = true,
) {
  const sent: { route: string; body: Record<string, unknown> }[] = [];
  const routes: Parameters<typeof mockApi>[0] = {
    'GET /api/auth/session': { body: signedIn('student') },
    'GET /api/performance': { body: log },
    'GET /api/account/plan': { body: accountPlan(charts) },
  };
  for (const [route, answer] of Object.entries(answers)) {
    routes[route] = (init) => {
      const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
      sent.push({ route, body });
      return answer(body);
    };
  }
  mockApi(routes);
  renderApp('/performance');
  return { sent, user: userEvent.setup({ delay: null }) };
}

describe('performance log', { timeout: 20_000 }, () => {
  it('lists tests with split, personal best and "verification code provided", and races with their link', async () => {
    setup({
      ergTests: [
        test2k('t-3', '2025-10-01', '6:58.4', 4184, { verificationCodeProvided: true, verificationCode: 'ABC123' }),
        test2k('t-2', '2025-06-01', '7:01.0', 4210),
      ],
      races: [race],
    });
    const list = await screen.findByRole('list', { name: 'Erg tests' });
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('two tests expected');
        expect(within(first).getByText('Personal best')).toBeInTheDocument();
    expect(within(first).getByText('Verification code provided')).toBeInTheDocument();
    expect(within(first).getByText('Split 1:45.0 /500m')).toBeInTheDocument();
    expect(within(second).queryByText('Personal best')).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByText(/verified/i)).not.toBeInTheDocument();

    expect(screen.getByRole('img', { name: /2k erg times, 2 tests/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '2k and 6k erg times' })).toBeInTheDocument();

    const races = screen.getByRole('list', { name: 'Race results' });
    const link = within(races).getByRole('link', { name: /Results/ });
    expect(link).toHaveAttribute('href', 'https://results.example/hocr');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(races).getByText('8+, Cox')).toBeInTheDocument();
  });

  it('keeps every test in the list and points to the plans where the level has no progress charts', async () => {
    setup({ ergTests: [test2k('t-2', '2025-06-01', '7:01.0', 4210)], races: [] }, {}, false);
    expect(await screen.findByText(/Progress charts come with the Elite and Performance plans/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans and start a free trial' })).toHaveAttribute(
      'href',
      '/pricing?audience=rower',
    );
    expect(screen.queryByRole('table', { name: '2k and 6k erg times' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Erg tests' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('checks an erg test before sending it, asks for meters on a timed piece, then saves', async () => {
    const { sent, user } = setup(
      { ergTests: [], races: [] },
      { 'POST /api/performance/erg-tests': (body) => ({ status: 201, body: { ...test2k('t-9', '2025-10-01', '', 0), ...body } }) },
    );
    await user.click(await screen.findByRole('button', { name: 'Add an erg test' }));
    const form = screen.getByRole('form', { name: 'Add an erg test' });
    await user.type(within(form).getByLabelText('Time'), '4:50.0');
    await user.click(within(form).getByRole('button', { name: 'Add test' }));
    expect(await within(form).findByText('2k time must be between 5:20.0 and 12:00.0')).toBeInTheDocument();
    expect(within(form).getByLabelText('Time')).toHaveFocus();
    expect(sent).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText('Piece'), '30min');
    expect(within(form).queryByLabelText('Time')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Distance (meters)'), '7600');
    await user.type(within(form).getByLabelText('Concept2 verification code (optional)'), 'ABC123');
    await user.click(within(form).getByRole('button', { name: 'Add test' }));
    expect(await screen.findByText('Erg test added.')).toBeInTheDocument();
    expect(sent[0]?.body).toMatchObject({ piece: '30min', time: null, meters: 7600, verificationCode: 'ABC123' });
  });

  it('puts the server’s field errors on the race form and keeps what was typed', async () => {
    const { user } = setup(
      { ergTests: [], races: [] },
      {
        'POST /api/performance/races': () => ({
          status: 422,
          body: {
            error: {
              code: 'validation_failed',
              message: 'Please correct the highlighted fields.',
              fields: { seat: 'Seat must be a seat of a 4+', resultsUrl: 'Enter a link that starts with http:// or https://' },
            },
          },
        }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Add a race result' }));
    const form = screen.getByRole('form', { name: 'Add a race result' });
    await user.click(within(form).getByRole('button', { name: 'Add race' }));
    expect(await within(form).findByText('Enter the regatta')).toBeInTheDocument();
    expect(within(form).getByText('Choose the boat class')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Regatta'), 'Stotesbury Cup');
    await user.type(within(form).getByLabelText('Event'), "Women's Youth 4+");
    await user.selectOptions(within(form).getByLabelText('Boat class'), '4+');
    await user.selectOptions(within(form).getByLabelText('Seat'), 'cox');
    await user.type(within(form).getByLabelText('Results link (optional)'), 'https://results.example/s');
    await user.click(within(form).getByRole('button', { name: 'Add race' }));

    expect(await within(form).findByText('Seat must be a seat of a 4+')).toBeInTheDocument();
    expect(within(form).getByLabelText('Seat')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Results link (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText(/The race was not saved/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Regatta')).toHaveValue('Stotesbury Cup');
  });

  it('deletes a test after asking, and keeps it on "Keep"', async () => {
    const { user } = setup(
      { ergTests: [test2k('t-1', '2025-06-01', '7:01.0', 4210)], races: [] },
      { 'DELETE /api/performance/erg-tests/t-1': () => ({ status: 204 }) },
    );
    const list = await screen.findByRole('list', { name: 'Erg tests' });
    await user.click(within(list).getByRole('button', { name: /^Delete/ }));
    const confirm = screen.getByRole('group', { name: /Delete the 2k test of Jun 1, 2025/ });
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('group', { name: /Delete the 2k test/ })).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /^Delete/ }));
    await user.click(within(screen.getByRole('group', { name: /Delete the 2k test/ })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Erg test deleted.')).toBeInTheDocument();
  });
});
