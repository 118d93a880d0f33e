import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signedIn } from '@test/test-utils';
import type { Schema } from '@/api';
import type { AthletePage, AthleteResult, SavedSearch } from './api';

// Each screen is a lazily loaded chunk; on a busy machine the first load can take a few seconds.
configure({ asyncUtilTimeout: 5000 });

const athlete = (overrides: Partial<AthleteResult> = {}): AthleteResult => ({
  id: 'athlete-1',
  fullName: 'Ava Stroke',
  gradYear: 2027,
  squad: 'womens',
  weightClass: 'openweight',
  side: 'port',
  coxswain: false,
  heightFeet: 5,
  heightInches: 10,
  best2k: { tenths: 4100, time: '6:50.0' },
  best6k: null,
  highSchool: 'Lake Placid High',
  clubTeam: 'Saratoga Rowing',
  homeState: 'NY',
  targetDivisions: ['III'],
  gpa: 3.5,
  satScore: null,
  actScore: null,
  headline: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

type Workspace = Schema<'Workspace'>;

const OPEN: Workspace = { open: true, plan: 'Free trial', limits: { academicFilters: true, savedSearches: 25, coachSeats: 3, watchlist: 500 } };

interface Call {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

/** A small server: the workspace, the states, searches (answered by `search`) and saved searches. */
function server({
  workspace = OPEN,
  search = (): { status?: number; body: unknown } => ({ body: { items: [athlete()], total: 1, page: 1, pageSize: 25 } satisfies AthletePage }),
  saved = [] as SavedSearch[],
} = {}) {
  const calls: Call[] = [];
  const answer = (status: number, body: unknown) =>
    Promise.resolve(new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
      calls.push({ method, path: url.pathname, query: url.search.replace(/^\?/, ''), body });
      const key = `${method} ${url.pathname}`;
      if (key === 'GET /api/auth/session') return answer(200, signedIn('coach', 'pat@yale.edu'));
      if (key === 'GET /api/profile') return answer(200, { id: 'user-1', email: 'pat@yale.edu', userRole: 'coach' });
      if (key === 'GET /api/coach/overview') {
        return answer(200, {
          displayName: 'pat',
          verification: { status: 'verified', reason: null, decidedAt: null },
          recruiting: { guidance: 'Standard rules.' },
          athletesViewing: 0,
          starredAthletes: 0,
          workspace,
        });
      }
      if (key === 'GET /api/compliance/rules') {
        return answer(200, { states: [{ code: 'CA', name: 'California' }, { code: 'NY', name: 'New York' }], stateRules: [], outsideUs: 'OTHER', ruleVersion: '1', defaultMinAge: 13, defaultParentalConsentAge: 18 });
      }
      if (key === 'GET /api/coach/athletes') {
        const { status = 200, body: result } = search();
        return answer(status, result);
      }
      if (key === 'GET /api/coach/saved-searches') return answer(200, saved);
      if (key === 'GET /api/coach/questionnaire') {
        return answer(200, { schoolId: 'yale-university', schoolName: 'Yale University', link: 'https://rowrecruit.test/schools/yale-university#questionnaire', questions: [] });
      }
      if (key === 'POST /api/messages') return answer(201, { conversationId: 'c-1', message: {}, waitingForCoach: false });
      if (key === 'POST /api/coach/saved-searches') return answer(201, { ...saved[0], id: 'new', name: 'x', query: '' });
      if (method === 'POST' && url.pathname.endsWith('/seen')) return answer(200, { ...saved[0], newMatches: 0 });
      if (method === 'GET' && url.pathname.endsWith('/new')) return answer(200, []);
      return answer(404, { error: { code: 'not_found', message: 'Not found' } });
    }),
  );
  return calls;
}

const searches = (calls: Call[]) => calls.filter((c) => c.path === '/api/coach/athletes').map((c) => c.query);

describe('athlete search', () => {
  it('lists the athletes with the total, each linking to their profile', async () => {
    server();
    renderApp('/coach/search');
    expect(await screen.findByRole('heading', { level: 2, name: '1 athlete' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('link', { name: 'Ava Stroke' })).toHaveAttribute('href', '/athletes/athlete-1');
    expect(within(table).getByText('6:50.0')).toBeInTheDocument();
    expect(within(table).getByText('5′10″')).toBeInTheDocument();
  });

  it('sends an athlete the program’s questionnaire as a message of kind questionnaire', async () => {
    const calls = server();
    renderApp('/coach/search');
    const table = await screen.findByRole('table');
    const send = await within(table).findByRole('button', { name: 'Send questionnaire to Ava Stroke' });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.setup().click(send);
    expect(await within(table).findByText('Questionnaire sent')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/messages')?.body).toEqual({
      athleteId: 'athlete-1',
      kind: 'questionnaire',
      body: 'The Yale University coaches invite you to fill in our recruiting questionnaire: https://rowrecruit.test/schools/yale-university#questionnaire',
    });
  });

  it('runs the filters from the address bar and puts new ones there', async () => {
    const calls = server();
    renderApp('/coach/search?gradYear=2027&sort=6k');
    await screen.findByRole('heading', { level: 2, name: '1 athlete' });
    expect(searches(calls)).toContain('gradYear=2027&sort=6k');
    expect(screen.getByLabelText('Sort by')).toHaveValue('6k');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Slowest', { selector: '#search-max2k' }), '7:30.0');
    await user.selectOptions(screen.getByLabelText('Squad'), 'womens');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches(calls)).toContain('gradYear=2027&squad=womens&max2k=7%3A30.0&sort=6k'));

    await user.selectOptions(screen.getByLabelText('Sort by'), 'updated');
    await waitFor(() => expect(searches(calls).at(-1)).toBe('gradYear=2027&squad=womens&max2k=7%3A30.0&sort=updated'));
  });

  it('keeps "Verified scores only" in the address bar and marks verified 2ks', async () => {
    const calls = server({
      search: () => ({ body: { items: [athlete({ verified2k: { tenths: 4110, time: '6:51.0' } })], total: 1, page: 1, pageSize: 25 } }),
    });
    renderApp('/coach/search?verifiedOnly=true');
    await screen.findByRole('heading', { level: 2, name: '1 athlete' });
    expect(searches(calls)).toContain('verifiedOnly=true');
    const verified = screen.getByRole('checkbox', { name: 'Verified scores only' });
    expect(verified).toBeChecked();
    expect(verified).toHaveAccessibleDescription(/club coach verified/);
    expect(within(screen.getByRole('table')).getByText('Verified 2k 6:51.0')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(verified);
    await user.selectOptions(screen.getByLabelText('Squad'), 'womens');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches(calls).at(-1)).toBe('squad=womens'));
    await user.click(screen.getByRole('checkbox', { name: 'Verified scores only' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches(calls).at(-1)).toBe('squad=womens&verifiedOnly=true'));
  });

  it('checks the filters before searching, with the server’s messages', async () => {
    const calls = server();
    renderApp('/coach/search');
    await screen.findByRole('heading', { level: 2, name: '1 athlete' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Fastest', { selector: '#search-min2k' }), '7:00.0');
    await user.type(screen.getByLabelText('Slowest', { selector: '#search-max2k' }), '6:00.0');
    const before = searches(calls).length;
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The slowest 2k must not be faster than the fastest')).toBeInTheDocument();
    expect(searches(calls)).toHaveLength(before);
  });

  it('turns the academic filters off, with the reason and the plans, when the plan lacks them', async () => {
    server({ workspace: { ...OPEN, plan: 'Recruiter', limits: { coachSeats: 1, watchlist: 50, savedSearches: 5, academicFilters: false } } });
    renderApp('/coach/search');
    await screen.findByRole('heading', { level: 2, name: '1 athlete' });
    expect(screen.getByLabelText('Minimum GPA')).toBeDisabled();
    expect(screen.getByText(/come with the Division III and Division I\/II plans/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the college plans' })).toHaveAttribute('href', '/pricing?audience=college');
  });

  it('explains a refusal from the server', async () => {
    server({
      search: () => ({ status: 403, body: { error: { code: 'plan_limit', message: 'Academic fit filters come with the Division III plan.' } } }),
    });
    renderApp('/coach/search?minGpa=3.5');
    expect(await screen.findByText('Academic fit filters come with the Division III plan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the college plans' })).toBeInTheDocument();
  });

  it('shows a refused coach why, without searching', async () => {
    const calls = server({ workspace: { open: false, reasonCode: 'coach_unverified', reason: 'Your account is waiting for verification.' } });
    renderApp('/coach/search');
    expect(await screen.findByText('Your account is waiting for verification.')).toBeInTheDocument();
    expect(searches(calls)).toEqual([]);
  });

  it('lists saved searches with their new matches; opening one runs it and marks it seen', async () => {
    const saved: SavedSearch = {
      id: 'saved-1',
      name: 'Class of 2027 ports',
      query: 'gradYear=2027&side=port',
      createdAt: '2026-11-01T00:00:00.000Z',
      lastSeenAt: '2026-11-10T00:00:00.000Z',
      newMatches: 3,
      alertsOn: true,
    };
    const calls = server({ saved: [saved] });
    renderApp('/coach/search');
    expect(await screen.findByText('3 new since your last look')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Class of 2027 ports' }));
    await waitFor(() => expect(searches(calls)).toContain('gradYear=2027&side=port'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/coach/saved-searches/saved-1/seen')).toBe(true));
  });

  it('offers the home states as a group of checkboxes, read and written as repeated state=', async () => {
    const calls = server();
    renderApp('/coach/search?state=NY');
    await screen.findByRole('heading', { level: 2, name: '1 athlete' });
    const group = screen.getByRole('group', { name: 'Home states' });
    expect(group).toHaveAccessibleDescription('1 ticked.');
    expect(await within(group).findByRole('checkbox', { name: 'New York' })).toBeChecked();
    const user = userEvent.setup();
    await user.click(within(group).getByRole('checkbox', { name: 'California' }));
    expect(group).toHaveAccessibleDescription('2 ticked.');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches(calls).at(-1)).toBe('state=CA&state=NY'));
    expect(screen.queryByText(/Ctrl/)).not.toBeInTheDocument();
  });

  it('on a narrow screen, keeps the filters in a sheet behind a button that counts them', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 60rem)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const calls = server();
    renderApp('/coach/search?gradYear=2027&state=NY');
    expect(await screen.findByRole('heading', { level: 2, name: '1 athlete' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Search filters' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filters (2 active)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    const form = within(sheet).getByRole('form', { name: 'Search filters' });
    expect(within(form).getByRole('checkbox', { name: '2027' })).toBeChecked();
    await user.selectOptions(within(form).getByLabelText('Squad'), 'womens');
    await user.click(await within(form).findByRole('checkbox', { name: 'California' }));
    await user.click(within(form).getByRole('button', { name: 'Show athletes' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    await waitFor(() => expect(searches(calls).at(-1)).toBe('gradYear=2027&state=CA&state=NY&squad=womens'));
    expect(screen.getByRole('button', { name: 'Filters (3 active)' })).toHaveFocus();

    // Closed without searching: nothing changes.
    await user.click(screen.getByRole('button', { name: 'Filters (3 active)' }));
    const again = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
    expect(searches(calls).at(-1)).toBe('gradYear=2027&state=CA&state=NY&squad=womens');
  });

  it('saves the current filters by name', async () => {
    const calls = server();
    renderApp('/coach/search?state=NY');
    await screen.findByRole('heading', { level: 2, name: '1 athlete' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByText('Give the search a name')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'New York');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/coach/saved-searches')?.body).toEqual({ name: 'New York', query: 'state=NY' }),
    );
  });
});
