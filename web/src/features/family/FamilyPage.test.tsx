import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADULT, child, overview } from '@test/family';
import { mockApi, renderApp, signedIn } from '@test/test-utils';

configure({ asyncUtilTimeout: 5000 });

describe('the family portal', { timeout: 20_000 }, () => {
  it('lists each child as a card with their class, age and status', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('parent', 'pat@example.com') },
      'GET /api/family': {
        body: overview({
          plan: { id: 'family-plus', name: 'Family Plus', childrenLimit: 3 },
          children: [
            child({
              latestActivity: [
                { at: '2026-11-26T15:00:00Z', text: 'New message in the conversation with Yale University' },
                { at: '2026-11-20T00:00:00Z', text: 'Yale University viewed the profile' },
              ],
            }),
            child({ id: 'child-3', fullName: null, gradYear: null, age: 15, consentStatus: 'pending', frozen: true, unreadForChild: 0 }), ADULT],
        }),
      },
    });
    renderApp('/family');
    expect(await screen.findByRole('heading', { level: 1, name: 'Family' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your children' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);

    const sam = within(list).getByRole('article', { name: 'Sam Rower' });
    expect(within(sam).getByText('Class of 2028 · Age 16')).toBeInTheDocument();
    expect(within(sam).getByText('Active')).toBeInTheDocument();
    expect(within(sam).getByText('2 messages not yet read by Sam Rower')).toBeInTheDocument();
    expect(within(sam).getByRole('link', { name: "Open Sam Rower's recruiting" })).toHaveAttribute('href', '/family/children/child-1');
    const latest = within(sam).getAllByRole('listitem').map((item) => item.textContent);
    expect(latest).toContain('Nov 26 New message in the conversation with Yale University');
    expect(latest).toContain('Nov 20 Yale University viewed the profile');

    const unnamed = within(list).getByRole('article', { name: 'Your child' });
    expect(within(unnamed).getByText('Awaiting your consent')).toBeInTheDocument();
    expect(within(unnamed).getByText('Frozen: collection refused')).toBeInTheDocument();

    const jo = within(list).getByRole('article', { name: 'Jo Rower' });
    expect(within(jo).getByText('Nothing in the last 30 days.')).toBeInTheDocument();
    expect(within(jo).getByText('18 or over: they decide whether you stay linked')).toBeInTheDocument();

    const plan = screen.getByRole('region', { name: 'Your plan' });
    expect(within(plan).getByText('Family Plus')).toBeInTheDocument();
    expect(within(plan).getByText('You follow 3 of 3 athletes.')).toBeInTheDocument();
    expect(within(plan).getByRole('link', { name: 'See the family plans' })).toHaveAttribute('href', '/pricing?audience=family');
  });

  it('says how to link a child when none is linked, and that one child is free', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('parent') },
      'GET /api/family': { body: overview({ children: [] }) },
    });
    renderApp('/family');
    expect(await screen.findByText('No athlete is linked to your account yet.')).toBeInTheDocument();
    expect(screen.getByText('You follow 0 of 1 athlete.')).toBeInTheDocument();
    expect(screen.getByText(/Following one athlete is free/)).toBeInTheDocument();
  });

  it('turns the weekly digest off', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /api/auth/session': { body: signedIn('parent') },
      'GET /api/family': { body: overview() },
      'PUT /api/family/digest': (init) => {
        sent.push(JSON.parse(init?.body as string));
        return { body: { enabled: false } };
      },
    });
    renderApp('/family');
    const user = userEvent.setup({ delay: null });
    const digest = await screen.findByRole('switch', { name: 'Email me a weekly digest' });
    expect(digest).toBeChecked();
    await user.click(digest);
    expect(await screen.findByText('The weekly digest is off.')).toBeInTheDocument();
    expect(sent).toEqual([{ enabled: false }]);
    await waitFor(() => expect(digest).not.toBeChecked());
  });

  it('shows parents the Family link and sends them from the dashboard to the portal', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('parent') },
      'GET /api/family': { body: overview() },
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Family' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/family');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Family' })).toHaveAttribute('href', '/family');
    expect(nav.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('tells an athlete that the portal is for parents', async () => {
    mockApi({ 'GET /api/auth/session': { body: signedIn('student') } });
    renderApp('/family');
    expect(await screen.findByText(/The family portal is for parent and guardian accounts/)).toBeInTheDocument();
  });
});
