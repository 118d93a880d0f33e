import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { school } from '@test/schools';
import type { Schema } from '@/api';
import { mockApi, renderApp, signedIn, type MockRoutes } from '@test/test-utils';
import { formatCalendarDate, type CoachOverview, type NoticePeriod, type ViewingAthlete } from './api';

// Each screen is a lazily loaded chunk; on a busy machine the first load can take a few seconds.
configure({ asyncUtilTimeout: 5000 });

const STANDARD = "Division I: coaches may write from June 15 after the athlete's sophomore year";
const RULES_SOURCE = 'NCAA Division I, II and III manuals (recruiting contact rules for rowing), checked February 2026';
const UNVERIFIED =
  'Athlete search and the recruiting board are for verified college coaches. An administrator checks your coaching role, usually within 2 business days, and emails you the decision.';
const YALE = { schoolId: 'yale-university', name: 'Yale University' };
const TITLES = ['Head Coach', 'Assistant Coach'];
const PAT = { fullName: 'Pat Coach', title: 'Head Coach', squads: ['women' as const], bio: null, phone: null };
const TRIAL_LIMITS = { coachSeats: 5, watchlist: 500, savedSearches: 25, academicFilters: true };

function overview(overrides: Partial<CoachOverview> = {}): CoachOverview {
  return {
    displayName: 'Pat Coach',
    profileComplete: true,
    verification: { status: 'pending', reason: null, decidedAt: null },
    recruiting: { division: null, periods: [], guidance: STANDARD, source: RULES_SOURCE },
    program: null,
    suggestedProgram: null,
    workspace: { open: false, plan: null, trialEndsAt: null, limits: null, reasonCode: 'coach_unverified', reason: UNVERIFIED },
    athletesViewing: 0,
    starredAthletes: 0,
    ...overrides,
  };
}

function period(overrides: Partial<NoticePeriod> = {}): NoticePeriod {
  return {
    id: 'p-1',
    division: 'I',
    squad: 'all',
    kind: 'dead',
    label: 'Dead period',
    meaning: 'Coaches may not make in-person recruiting contact or evaluations on or off campus.',
    startsOn: '2024-12-16',
    endsOn: '2024-12-31',
    note: null,
    source: 'NCAA Division I recruiting calendar 2024-25',
    current: true,
    ...overrides,
  };
}

const openOnTrial = (trialEndsAt: string): Partial<CoachOverview> => ({
  verification: { status: 'verified', reason: null, decidedAt: '2026-11-20T10:00:00Z' },
  program: YALE,
  workspace: { open: true, plan: 'Free trial', trialEndsAt, limits: TRIAL_LIMITS, reasonCode: null, reason: null },
});

function renderCoach(body: CoachOverview | (() => CoachOverview), routes: MockRoutes = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/session': { body: signedIn('coach', 'pat.coach@example.edu') },
    'GET /api/profile': { body: { id: 'user-1', email: 'pat.coach@example.edu', userRole: 'coach' } },
    'GET /api/coach/overview': typeof body === 'function' ? () => ({ body: body() }) : { body },
    'GET /api/coach/profile': { body: { profile: PAT, titles: TITLES } },
    ...routes,
  });
  renderApp('/coach');
  return fetchMock;
}

function accountStatus() {
  return screen.getByRole('listitem', { name: 'Account Status' });
}

function region(name: string) {
  return within(screen.getByRole('region', { name }));
}

/** The heading shows at once (from the session); the rest once the overview arrives. */
async function loaded() {
  await screen.findByRole('listitem', { name: 'Account Status' });
}

describe('coach page', () => {
  it('points a club coach to the club page instead of asking for a college program', async () => {
    const club: Schema<'ClubOverview'> = {
      verification: { status: 'verified', reason: null },
      club: {
        id: 'club-1',
        name: 'Riverside Rowing Club',
        createdAt: '2026-09-01T10:00:00Z',
        plan: { id: 'trial', name: 'Free trial', trialEndsAt: '2099-12-09T15:00:00Z' },
        limits: { roster: 10, coaches: 1 },
        rosterCount: 3,
        coaches: [{ id: 'user-1', fullName: 'Pat Coach', email: 'pat.coach@example.edu', status: 'verified' }],
      },
      workspace: { open: true, reason: null },
      hasProgram: false,
    };
    renderCoach(overview({ workspace: { ...overview().workspace, reasonCode: 'no_program', reason: 'Name your program first.' } }), {
      'GET /api/club': { body: club },
    });
    await loaded();
    const note = await screen.findByRole('region', { name: 'Your club team' });
    expect(within(note).getByText('Riverside Rowing Club')).toBeInTheDocument();
    expect(within(note).getByRole('link', { name: 'Open your club page' })).toHaveAttribute('href', '/club');
    expect(screen.queryByRole('region', { name: 'Your program' })).not.toBeInTheDocument();
    expect(screen.queryByText(/name your program/)).not.toBeInTheDocument();
  });

  it('welcomes the coach, shows the guidance, the tiles and the actions; a pending account says what happens next', async () => {
    renderCoach(overview());
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Pat Coach' })).toBeInTheDocument();
    await loaded();
    expect(screen.getByRole('heading', { level: 2, name: 'NCAA compliance' })).toBeInTheDocument();
    expect(screen.getByText(STANDARD)).toBeInTheDocument();
    expect(screen.getByText(`Source: ${RULES_SOURCE}`)).toBeInTheDocument();
    // The calendar is part of the workspace: no link while it is closed.
    expect(screen.queryByRole('link', { name: 'See the recruiting calendar' })).not.toBeInTheDocument();
    expect(screen.getByText('Athletes Viewing').closest('li')).toHaveTextContent('0Athletes Viewingwith consent');
    expect(screen.getByText('Starred Athletes').closest('li')).toHaveTextContent('0Starred Athletes');

    const status = accountStatus();
    expect(within(status).getByText('Pending verification')).toBeInTheDocument();
    expect(status).toHaveTextContent(/administrator checks your coaching role, usually within 2 business days/);
    expect(status).toHaveTextContent(/emails you the decision/);
    expect(within(status).queryByText('Verified')).not.toBeInTheDocument();
    expect(within(status).queryByText('NCAA compliant')).not.toBeInTheDocument();

    // The actions lead to their pages, which explain a refusal themselves.
    expect(screen.getByRole('link', { name: 'Search Athletes' })).toHaveAttribute('href', '/coach/search');
    expect(screen.getByRole('link', { name: 'View Watchlist' })).toHaveAttribute('href', '/coach/board');
    // The message log belongs to a verified coach's program.
    expect(screen.queryByRole('button', { name: 'Download message compliance log (CSV)' })).not.toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
    // No promise of figures the product does not have; real counts only.
    expect(screen.queryByText(/Telemetry and analytics/)).not.toBeInTheDocument();

    const workspace = region('Recruiting workspace');
    expect(workspace.getByText(UNVERIFIED)).toBeInTheDocument();
    expect(workspace.getByText(/Next step: wait for verification/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Athletes viewing your program' })).not.toBeInTheDocument();
  });

  it('shows Verified and NCAA compliant only for a verified coach', async () => {
    renderCoach(overview({ verification: { status: 'verified', reason: null, decidedAt: '2026-03-02T10:00:00Z' } }));
    await loaded();
    const status = accountStatus();
    expect(within(status).getByText('Verified')).toBeInTheDocument();
    expect(within(status).getByText('NCAA compliant')).toBeInTheDocument();
    expect(within(status).queryByText('Pending verification')).not.toBeInTheDocument();
  });

  it('offers a verified coach with a program the message compliance log, and says why a download is refused', async () => {
    const user = userEvent.setup();
    const limited =
      "CSV exports are limited per coach and per program, so that athletes' data cannot be copied in bulk. Try again in 40 seconds.";
    const fetchMock = renderCoach(
      overview({ verification: { status: 'verified', reason: null, decidedAt: '2026-03-02T10:00:00Z' }, program: YALE }),
      { 'GET /api/coach/messages/compliance.csv': { status: 429, body: { error: { code: 'rate_limited', message: limited } } } },
    );
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Download message compliance log (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/coach/messages/compliance.csv')).toBe(true);
  });

  it('shows the reason for a rejection', async () => {
    renderCoach(
      overview({
        verification: { status: 'rejected', reason: 'No coaching staff listing found', decidedAt: '2026-03-02T10:00:00Z' },
      }),
    );
    await loaded();
    const status = accountStatus();
    expect(within(status).getByText('Rejected')).toBeInTheDocument();
    expect(within(status).getByText('Reason: No coaching staff listing found')).toBeInTheDocument();
    expect(within(status).queryByText('NCAA compliant')).not.toBeInTheDocument();
  });

  it('names the recruiting period in force and its last day, with its meaning and source', async () => {
    renderCoach(
      overview({
        ...openOnTrial('2026-12-09T10:00:00Z'),
        recruiting: {
          division: 'I',
          periods: [
            period({ note: 'Includes the winter break.' }),
            period({ id: 'p-2', squad: 'womens', kind: 'quiet', label: 'Quiet period', endsOn: '2025-01-05' }),
          ],
          guidance: STANDARD,
          source: RULES_SOURCE,
        },
      }),
    );
    const heading = await screen.findByRole('heading', { level: 2, name: 'NCAA compliance: Dead period until December 31, 2024' });
    const notice = within(heading.closest('section') ?? document.body);
    expect(notice.getByText('Coaches may not make in-person recruiting contact or evaluations on or off campus.')).toBeInTheDocument();
    expect(notice.getByText('Note: Includes the winter break.')).toBeInTheDocument();
    expect(notice.getByRole('list', { name: 'Also in force today' })).toHaveTextContent("Quiet period (women's rowing) until January 5, 2025");
    expect(notice.getByText('Source: NCAA Division I recruiting calendar 2024-25')).toBeInTheDocument();
    // The contact rule is for days without a period.
    expect(notice.queryByText(STANDARD)).not.toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'See the recruiting calendar' })).toHaveAttribute('href', '/calendar');
  });

  it('says which squad a period is for when it is not for all of them', async () => {
    renderCoach(
      overview({
        recruiting: { division: 'II', periods: [period({ division: 'II', squad: 'mens', endsOn: '2025-02-01' })], guidance: STANDARD, source: RULES_SOURCE },
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'NCAA compliance: Dead period until February 1, 2025' })).toBeInTheDocument();
    expect(
      screen.getByText("For men's rowing: Coaches may not make in-person recruiting contact or evaluations on or off campus."),
    ).toBeInTheDocument();
  });

  it('offers to try again when the overview cannot be read', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('coach') },
      'GET /api/profile': { body: { id: 'user-1', email: 'alex@example.com', userRole: 'coach' } },
      'GET /api/coach/overview': { status: 500, body: { error: { code: 'internal', message: 'Something went wrong' } } },
    });
    renderApp('/coach');
    expect(await screen.findByText('The coach page could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('naming the program', () => {
  it('picks the program the email suggests, or another one found by search, and saves it', async () => {
    let current = overview({ suggestedProgram: YALE });
    let sent: unknown = null;
    const user = userEvent.setup();
    renderCoach(() => current, {
      'GET /api/schools?q=harv&pageSize=8': { body: { total: 207, matched: 1, page: 1, pageSize: 24, items: [school()] } },
      'PUT /api/coach/program': (init) => {
        sent = JSON.parse(init?.body as string);
        current = overview({ program: { schoolId: 'harvard-university', name: 'Harvard University' } });
        return { body: { schoolId: 'harvard-university', name: 'Harvard University' } };
      },
    });
    await loaded();
    const program = region('Your program');
    expect(program.getByText(/Your email suggests Yale University\./)).toBeInTheDocument();
    expect(program.getByRole('radio', { name: 'Yale University' })).toBeChecked();

    await user.type(program.getByLabelText('Find your program'), 'harv');
    const harvard = await program.findByRole('radio', { name: /Harvard University/ });
    expect(harvard).toHaveAccessibleName('Harvard University Cambridge, MA · Ivy League');
    await user.click(harvard);
    await user.click(program.getByRole('button', { name: 'Save program' }));

    expect(await program.findByRole('status')).toHaveTextContent('Your program is Harvard University.');
    expect(sent).toEqual({ schoolId: 'harvard-university' });
    expect(await program.findByText('Harvard University', { selector: 'strong' })).toBeInTheDocument();
    expect(program.getByText(/You recruit for/)).toBeInTheDocument();
  });

  it('asks for a program when none is picked, and shows the server’s refusal on the field', async () => {
    const user = userEvent.setup();
    renderCoach(overview(), {
      'GET /api/schools?q=yale&pageSize=8': {
        body: { total: 207, matched: 1, page: 1, pageSize: 24, items: [school({ id: 'yale-university', name: 'Yale University' })] },
      },
      'PUT /api/coach/program': {
        status: 422,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Choose your program from the list.',
            fields: { schoolId: 'Choose your program from the list.' },
          },
        },
      },
    });
    await loaded();
    const program = region('Your program');
    await user.click(program.getByRole('button', { name: 'Save program' }));
    expect(program.getByText('Choose your program from the list.')).toBeInTheDocument();
    expect(program.getByLabelText('Find your program')).toHaveFocus();
    expect(program.getByLabelText('Find your program')).toHaveAttribute('aria-invalid', 'true');

    await user.type(program.getByLabelText('Find your program'), 'yale');
    await user.click(await program.findByRole('radio', { name: /Yale University/ }));
    await user.click(program.getByRole('button', { name: 'Save program' }));
    expect(await program.findByText('Choose your program from the list.')).toBeInTheDocument();
    expect(program.getByRole('radio', { name: /Yale University/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('warns that changing the program sends the account back to verification', async () => {
    const user = userEvent.setup();
    renderCoach(overview(openOnTrial('2026-12-09T15:00:00Z')));
    await loaded();
    const program = region('Your program');
    expect(program.getByText(/You recruit for/)).toHaveTextContent('You recruit for Yale University.');
    await user.click(program.getByRole('button', { name: 'Change program' }));
    expect(program.getByText(/Changing your program sends your account back to verification/)).toBeInTheDocument();
    expect(program.getByRole('radio', { name: 'Yale University' })).toBeChecked();
    await user.click(program.getByRole('button', { name: 'Cancel' }));
    expect(program.queryByText(/Changing your program/)).not.toBeInTheDocument();
    expect(program.getByRole('button', { name: 'Change program' })).toHaveFocus();
  });
});

describe('the workspace', () => {
  it('shows the plan, the trial’s end and the limits while open, and the athletes viewing the program', async () => {
    const athletes: ViewingAthlete[] = [
      { id: 'athlete-1', fullName: 'Sam Sculler', gradYear: 2027, lastViewedOn: '2026-11-24' },
      { id: 'athlete-2', fullName: null, gradYear: null, lastViewedOn: '2026-11-20' },
    ];
    renderCoach(overview({ ...openOnTrial('2026-12-09T15:00:00Z'), athletesViewing: 2 }), {
      'GET /api/coach/athletes-viewing': { body: athletes },
    });
    await loaded();
    const workspace = region('Recruiting workspace');
    expect(workspace.getByText(/Free trial/).closest('p')).toHaveTextContent('Free trial until December 9, 2026');
    expect(workspace.getByText('Coaches').nextSibling).toHaveTextContent(/^5$/);
    expect(workspace.getByText('Academic fit filters').nextSibling).toHaveTextContent('Included');
    expect(workspace.getByRole('link', { name: 'See the college plans' })).toHaveAttribute(
      'href',
      '/pricing?audience=college',
    );

    expect(screen.getByText('Athletes Viewing').closest('li')).toHaveTextContent('2Athletes Viewingwith consentSee who');
    const viewing = region('Athletes viewing your program');
    expect(await viewing.findByRole('link', { name: 'Sam Sculler' })).toHaveAttribute('href', '/athletes/athlete-1');
    expect(viewing.getByText(/Class of 2027 · Viewed Nov 24, 2026/)).toBeInTheDocument();
    expect(viewing.getByRole('link', { name: 'Unnamed athlete' })).toHaveAttribute('href', '/athletes/athlete-2');
  });

  it('opens an open workspace on what needs the coach today, then the news of the athletes on the board', async () => {
    const home: Schema<'CoachHome'> = {
      today: '2027-05-20',
      waiting: [
        { conversationId: 'c-1', athleteId: 'a-1', athleteName: 'Ava Stroke', waitingSince: '2027-05-17T10:00:00Z', daysWaiting: 3 },
      ],
      contactRule: STANDARD,
      contactOpenings: [{ athleteId: 'a-2', athleteName: 'Bea Bow', gradYear: 2029, opensOn: '2027-06-15' }],
      visits: [],
      offersWaiting: [],
      followUps: [{ athleteId: 'a-3', athleteName: 'Cal Cox', followUpOn: '2027-05-01', stage: 'contacted' }],
      news: [
        { athleteId: 'a-1', athleteName: 'Ava Stroke', kind: 'personal_best', summary: 'New 2k personal best: 7:00.0', at: '2027-05-19T15:00:00Z' },
      ],
      questionnaires: [{ athleteId: 'a-4', athleteName: 'Dee Drive', gradYear: 2029, submittedAt: '2027-05-18T15:00:00Z' }],
      recommendations: [],
    };
    renderCoach(overview(openOnTrial('2027-06-01T00:00:00Z')), {
      'GET /api/coach/home': { body: home },
      'GET /api/coach/athletes-viewing': { body: [] },
      'GET /api/coach/saved-searches': { body: [] },
    });
    const today = await screen.findByRole('region', { name: 'Today' });
    const waiting = within(today).getByRole('region', { name: /Messages waiting for a reply/ });
    expect(within(waiting).getByRole('link', { name: 'Ava Stroke' })).toHaveAttribute('href', '/messages/c-1');
    expect(waiting).toHaveTextContent('Waiting for 3 days');
    const openings = within(today).getByRole('region', { name: /Contact dates in the next 30 days/ });
    expect(openings).toHaveTextContent('Class of 2029 · You may write from June 15, 2027');
    expect(within(today).getByRole('region', { name: /Visits this week/ })).toHaveTextContent('No visits in the next 7 days.');
    const followUps = within(today).getByRole('region', { name: /Follow-ups past their day/ });
    expect(within(followUps).getByRole('link', { name: 'Cal Cox' })).toHaveAttribute('href', '/athletes/a-3');
    expect(followUps).toHaveTextContent('Follow up was due May 1, 2027');
    const questionnaires = within(today).getByRole('region', { name: /Questionnaires received/ });
    expect(within(questionnaires).getByRole('link', { name: 'Dee Drive' })).toHaveAttribute('href', '/athletes/a-4');
    expect(questionnaires).toHaveTextContent('Class of 2029 · Sent May 18, 2027');
    // The saved searches' alerts follow today's lists.
    const alerts = await screen.findByRole('region', { name: 'New athletes in your saved searches' });
    expect(alerts).toHaveTextContent('Save a search in Athlete search');
    const news = screen.getByRole('region', { name: 'News of your athletes' });
    expect(news).toHaveTextContent('Ava Stroke: New 2k personal best: 7:00.0');
    // Today comes before the NCAA notice and the account's sections.
    const notice = screen.getByRole('heading', { level: 2, name: /NCAA compliance/ });
    expect(today.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('names a paid plan without a trial date', async () => {
    renderCoach(
      overview({
        ...openOnTrial(''),
        workspace: {
          open: true,
          plan: 'Recruiter',
          trialEndsAt: null,
          limits: { coachSeats: 1, watchlist: 100, savedSearches: 5, academicFilters: false },
          reasonCode: null,
          reason: null,
        },
      }),
    );
    await loaded();
    const workspace = region('Recruiting workspace');
    expect(workspace.getByText('Recruiter plan')).toBeInTheDocument();
    expect(workspace.queryByText(/until/)).not.toBeInTheDocument();
    expect(workspace.getByText('Academic fit filters').nextSibling).toHaveTextContent('Not included');
    expect(region('Athletes viewing your program').getByText('No athletes yet.')).toBeInTheDocument();
  });

  it('sends a coach without a plan to the college plans, and one without a program to the form', async () => {
    renderCoach(
      overview({
        ...openOnTrial(''),
        workspace: {
          open: false,
          plan: null,
          trialEndsAt: null,
          limits: null,
          reasonCode: 'plan_required',
          reason: "Your program's free trial has ended. Choose a college plan to keep recruiting.",
        },
      }),
    );
    await loaded();
    const workspace = region('Recruiting workspace');
    expect(workspace.getByText(/free trial has ended/)).toBeInTheDocument();
    expect(workspace.getByRole('link', { name: 'see the college plans' })).toHaveAttribute('href', '/pricing?audience=college');
  });

  it('points a verified coach without a program at the program form', async () => {
    renderCoach(
      overview({
        verification: { status: 'verified', reason: null, decidedAt: '2026-03-02T10:00:00Z' },
        workspace: {
          open: false,
          plan: null,
          trialEndsAt: null,
          limits: null,
          reasonCode: 'no_program',
          reason: 'Name the program you recruit for on the coach page first.',
        },
      }),
    );
    await loaded();
    expect(region('Recruiting workspace').getByRole('link', { name: 'name your program' })).toHaveAttribute(
      'href',
      '#program',
    );
  });
});

describe('formatCalendarDate', () => {
  it('reads the date as a calendar day', () => {
    expect(formatCalendarDate('2025-01-01')).toBe('January 1, 2025');
    expect(formatCalendarDate('not a date')).toBe('not a date');
  });

  it('asks a coach without a profile for a name and title, checks them, and shows how athletes see the coach', async () => {
    const user = userEvent.setup();
    let saved: unknown = null;
    renderCoach(overview({ displayName: 'Coach', profileComplete: false }), {
      'GET /api/coach/profile': () => ({ body: { profile: saved, titles: TITLES } }),
      'PUT /api/coach/profile': (init) => {
        saved = { ...PAT, ...(JSON.parse(init?.body as string) as object) };
        return { body: saved };
      },
    });
    await loaded();
    const profile = region('Your profile');
    expect(await profile.findByText(/Write them before your first message/)).toBeInTheDocument();
    await user.click(profile.getByRole('button', { name: 'Save profile' }));
    expect(await profile.findByText('Please enter your full name')).toBeInTheDocument();
    expect(profile.getByText('Choose your title from the list')).toBeInTheDocument();
    expect(profile.getByLabelText('Full name')).toHaveFocus();

    await user.type(profile.getByLabelText('Full name'), 'Pat Coach');
    await user.selectOptions(profile.getByLabelText('Title'), 'Assistant Coach');
    await user.click(profile.getByRole('checkbox', { name: "Women's" }));
    await user.type(profile.getByLabelText('Phone (optional)'), 'call me');
    await user.click(profile.getByRole('button', { name: 'Save profile' }));
    expect(await profile.findByText('Enter a phone number, or leave it empty')).toBeInTheDocument();
    await user.clear(profile.getByLabelText('Phone (optional)'));
    await user.click(profile.getByRole('button', { name: 'Save profile' }));
    expect(await profile.findByRole('status')).toHaveTextContent('Athletes see you as Pat Coach, Assistant Coach.');
    expect(saved).toMatchObject({ fullName: 'Pat Coach', title: 'Assistant Coach', squads: ['women'], phone: null });
  });
});
