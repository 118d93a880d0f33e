import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADULT, child, childParent, consents, LEE, overview, refusal } from '@test/family';
import { detail, summary } from '@test/messages';
import { EMPTY_PROFILE_INPUT } from '@test/profile';
import { mockApi, renderApp, signedIn, type MockRoutes } from '@test/test-utils';

configure({ asyncUtilTimeout: 5000 });

const childProfile = {
  id: 'child-1',
  email: 'sam@example.com',
  userRole: 'student',
  ...EMPTY_PROFILE_INPUT,
  fullName: 'Sam Rower',
  gradYear: 2028,
  highSchool: 'Lakeside High',
  gpa: 3.8,
  visibility: 'coaches',
  weightClassSuggested: null,
  best2k: { time: '6:58.4', tenths: 4184, date: '2026-10-01', source: 'log', verificationCodeProvided: true },
  best6k: null,
  shareLinkCreatedAt: null,
  updatedAt: '2026-10-01T00:00:00Z',
  completeness: { percent: 60, missing: ['SAT score'] },
};

const log = {
  ergTests: [
    {
      id: 't-1',
      piece: '2k',
      time: '6:58.4',
      meters: null,
      tenths: 4184,
      date: '2026-10-01',
      strokeRate: 30,
      split: '1:44.6',
      notes: null,
      verificationCodeProvided: true,
      createdAt: '2026-10-01T10:00:00Z',
      attestation: null,
    },
  ],
  races: [],
};

const calendarEvent = {
  kind: 'official_visit',
  kindLabel: 'Official visit',
  time: null,
  endDate: null,
  schoolId: null,
  schoolName: null,
  athleteId: null,
  athleteName: null,
  location: null,
  notes: null,
  remind: true,
};

/** GET /api/family/children/child-1/calendar: one passed key date, one ahead; one event ahead, one past. */
const childCalendar = {
  role: 'athlete',
  gradYear: 2027,
  divisions: ['I'],
  keyDates: [
    {
      id: 'di-contact',
      date: '2025-06-15',
      division: 'I',
      title: 'Coaches may contact you',
      meaning: 'Division I coaches may start writing, calling and messaging you.',
      source: 'NCAA Division I manual',
      checked: '2026-02',
      passed: true,
    },
    {
      id: 'signing',
      date: '2099-11-11',
      division: 'I',
      title: 'First signing day',
      meaning: 'The first day you may sign a written offer of athletics aid.',
      source: 'NCAA Division I manual',
      checked: '2026-02',
      passed: false,
    },
  ],
  periods: [],
  events: [
    { ...calendarEvent, id: 'e-1', kind: 'regatta', kindLabel: 'Regatta', title: 'Spring regatta', date: '2001-05-01' },
    { ...calendarEvent, id: 'e-2', title: 'Visit to Yale', date: '2099-10-01', schoolId: 'yale-university', schoolName: 'Yale University' },
  ],
  settings: { timeZone: 'America/New_York', timeZoneSet: true, reminders: true, feedCreatedAt: null },
};

function setup(extra: MockRoutes = {}, route = '/family/children/child-1', family = overview()) {
  const fetchMock = mockApi({
    'GET /api/auth/session': { body: signedIn('parent', 'pat@example.com') },
    'GET /api/family': { body: family },
    'GET /api/family/children/child-1': { body: childProfile },
    ...extra,
  });
  renderApp(route);
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

function sentTo(fetchMock: ReturnType<typeof mockApi>, method: string, url: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => input === url && (init?.method ?? 'GET') === method)
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));
}

beforeEach(() => {
  vi.restoreAllMocks();
});

describe("a child's recruiting in the portal", { timeout: 20_000 }, () => {
  it("shows the child's profile read-only in the first tab, with every section as a tab", async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Rower' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Profile', 'Messages', 'Offers', 'Privacy & consent', 'Performance', 'Calendar', 'Saved schools', 'Profile views', 'Your rights']);
    expect(screen.getByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Lakeside High')).toBeInTheDocument();
    expect(screen.getByText('6:58.4')).toBeInTheDocument();
    expect(screen.getByText('Verified college coaches')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /save/i })).not.toBeInTheDocument();
  });

  it('shows the performance log without any editing', async () => {
    const { user } = setup({ 'GET /api/family/children/child-1/performance': { body: log } });
    await user.click(await screen.findByRole('tab', { name: 'Performance' }));
    const tests = await screen.findByRole('list', { name: 'Erg tests' });
    expect(within(tests).getByText('Personal best')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add an erg test|Edit|Delete/ })).not.toBeInTheDocument();
  });

  it("shows the child's key dates and events read-only in the Calendar tab", async () => {
    const { user, fetchMock } = setup({ 'GET /api/family/children/child-1/calendar': { body: childCalendar } });
    await user.click(await screen.findByRole('tab', { name: 'Calendar' }));
    const panel = within(screen.getByRole('tabpanel', { name: 'Calendar' }));
    expect(panel.getByRole('heading', { level: 2, name: 'Calendar' })).toBeInTheDocument();

    const dates = await panel.findByRole('list', { name: "Sam Rower's key dates" });
    const items = within(dates).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] ?? dates).getByRole('heading', { level: 4, name: 'Coaches may contact you' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Sunday, June 15, 2025');
    expect(items[0]).toHaveTextContent('Passed');
    expect(items[1]).not.toHaveTextContent('Passed');
    expect(items[1]).toHaveTextContent('Source: NCAA Division I manual (checked February 2026)');

    expect(panel.getByRole('heading', { level: 3, name: 'Events' })).toBeInTheDocument();
    const upcoming = panel.getByRole('list', { name: 'Upcoming events' });
    expect(within(upcoming).getByRole('heading', { level: 5, name: 'Visit to Yale' })).toBeInTheDocument();
    expect(upcoming).toHaveTextContent('Yale University');
    expect(panel.getByRole('list', { name: 'Past events' })).toHaveTextContent('Spring regatta');

    // Read-only: nothing to change, nothing written.
    expect(panel.queryByRole('button')).not.toBeInTheDocument();
    expect(panel.queryByRole('textbox')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET')).toEqual([]);
  });

  it('says when the child has no graduation year, so no key dates', async () => {
    const { user } = setup({
      'GET /api/family/children/child-1/calendar': { body: { ...childCalendar, gradYear: null, keyDates: [], events: [] } },
    });
    await user.click(await screen.findByRole('tab', { name: 'Calendar' }));
    expect(await screen.findByText('Sam Rower has not added a graduation year to their profile yet, so no NCAA key dates are shown.')).toBeInTheDocument();
    expect(screen.getByText('Sam Rower has no events in their calendar yet.')).toBeInTheDocument();
  });

  it('lists the conversations and opens one read-only, with the red-flag explanation and no composer', async () => {
    const { user, fetchMock } = setup({
      'GET /api/family/children/child-1/conversations': { body: { conversations: [summary({ unread: 1 })], unreadTotal: 1 } },
      'GET /api/family/children/child-1/conversations/c1': { body: detail() },
    });
    await user.click(await screen.findByRole('tab', { name: 'Messages' }));
    expect(await screen.findByText('Coaches read messages from parents as a red flag. Your child writes; you see every word.')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Yale University' });
    expect(link).toHaveAttribute('href', '/family/children/child-1/messages/c1');
    await user.click(link);

    const thread = await screen.findByRole('log', { name: 'Messages with Yale University' });
    expect(within(thread).getByText('Hi coach, I row for Lakeside.')).toBeInTheDocument();
    // The child's own messages carry the child's name, not "You".
    expect(within(thread).getAllByText('Sam Rower').length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: 'Messages', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Coaches read messages from parents as a red flag. Your child writes; you see every word.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send|Reply|Archive|Block|Report/ })).not.toBeInTheDocument();
    // Reading never marks the child's messages read, and nothing is written.
    const writes = fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');
    expect(writes).toEqual([]);
  });

  it('shows each consent switch with the date it was given or withdrawn, and changes one at once with the password', async () => {
    const { user, fetchMock } = setup({
      'PUT /api/family/children/child-1/consents': {
        body: consents({ coachCommunications: { granted: false, changedAt: '2026-11-20T12:00:00Z', required: false } }),
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Privacy & consent' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Basic use' })).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Given on Sep 1, 2026')).toBeInTheDocument();

    const coach = screen.getByRole('switch', { name: 'Coach communications' });
    expect(coach).toBeChecked();
    expect(coach).toHaveAccessibleDescription(expect.stringContaining('On by default') as string);
    const analytics = screen.getByRole('switch', { name: 'Analytics' });
    expect(analytics).not.toBeChecked();
    expect(analytics).toHaveAccessibleDescription(expect.stringContaining('Withdrawn on Oct 5, 2026') as string);
    expect(screen.getByRole('switch', { name: 'Third-party sharing' })).not.toBeChecked();

    await user.click(coach);
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw coach communications?' });
    await user.type(within(dialog).getByLabelText(/Your password/), 'secret pass');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw consent' }));
    expect(await screen.findByText('Coach communications: withdrawn on Nov 20, 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(coach).not.toBeChecked());
    expect(coach).toHaveAccessibleDescription(expect.stringContaining('Withdrawn on Nov 20, 2026') as string);
    expect(sentTo(fetchMock, 'PUT', '/api/family/children/child-1/consents')).toEqual([
      { coachCommunications: false, password: 'secret pass' },
    ]);
  });

  it('leaves a consent as it was when the parent cancels the password', async () => {
    const { user, fetchMock } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Privacy & consent' }));
    const analytics = screen.getByRole('switch', { name: 'Analytics' });
    await user.click(analytics);
    const dialog = await screen.findByRole('dialog', { name: 'Give analytics?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it as it is' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(analytics).not.toBeChecked();
    expect(sentTo(fetchMock, 'PUT', '/api/family/children/child-1/consents')).toEqual([]);
  });

  it('asks for the password before refusing further collection, and shows a wrong one on the field', async () => {
    let answer = refusal(422, 'validation_failed', 'Check the highlighted fields.', { password: 'Password is incorrect' });
    const { user, fetchMock } = setup({
      'POST /api/family/children/child-1/freeze': () => answer,
    });
    await user.click(await screen.findByRole('tab', { name: 'Your rights' }));
    await user.click(screen.getByRole('button', { name: 'Refuse further collection…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse further collection?' });
    expect(within(dialog).getByText(/Sam Rower is signed out everywhere at once and cannot sign in/)).toBeInTheDocument();
    const password = within(dialog).getByLabelText(/Your password/);
    expect(password).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Refuse and freeze the account' }));
    expect(await within(dialog).findByText('Enter your password')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST', '/api/family/children/child-1/freeze')).toEqual([]);

    await user.type(password, 'wrong one');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse and freeze the account' }));
    expect(await within(dialog).findByText('Password is incorrect')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');

    answer = { status: 204 } as typeof answer;
    await user.clear(password);
    await user.type(password, 'right one');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse and freeze the account' }));
    expect(await screen.findByText("Collection is refused: Sam Rower's account is frozen.")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST', '/api/family/children/child-1/freeze')).toEqual([{ password: 'wrong one' }, { password: 'right one' }]);
  });

  it('deletes the account with the password and returns to the family home', async () => {
    const { user, fetchMock } = setup({
      'POST /api/family/children/child-1/delete': { status: 204 },
    });
    await user.click(await screen.findByRole('tab', { name: 'Your rights' }));
    await user.click(screen.getByRole('button', { name: "Delete Sam Rower's account…" }));
    const dialog = await screen.findByRole('dialog', { name: "Delete Sam Rower's account?" });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('This cannot be undone') as string);
    await user.click(within(dialog).getByRole('button', { name: 'Keep the account' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Delete Sam Rower's account…" })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: "Delete Sam Rower's account…" }));
    const again = await screen.findByRole('dialog', { name: "Delete Sam Rower's account?" });
    await user.type(within(again).getByLabelText(/Your password/), 'secret pass');
    await user.click(within(again).getByRole('button', { name: 'Delete the account permanently' }));
    expect(await screen.findByText("Sam Rower's account and everything it held have been deleted.")).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/family$/);
    expect(sentTo(fetchMock, 'POST', '/api/family/children/child-1/delete')).toEqual([{ password: 'secret pass' }]);
  });

  it('downloads the data after a confirmation with the password', async () => {
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, fetchMock } = setup({ 'POST /api/family/children/child-1/export': { body: { account: { email: 'sam@example.com' } } } });
    await user.click(await screen.findByRole('tab', { name: 'Your rights' }));
    await user.click(screen.getByRole('button', { name: "Download Sam Rower's data…" }));
    const dialog = await screen.findByRole('dialog', { name: "Download Sam Rower's data" });
    await user.type(within(dialog).getByLabelText(/Your password/), 'secret pass');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText("The download of Sam Rower's data has started.")).toBeInTheDocument();
    expect(click).toHaveBeenCalled();
    expect(createObjectURL).toHaveBeenCalled();
    expect(sentTo(fetchMock, 'POST', '/api/family/children/child-1/export')).toEqual([{ password: 'secret pass' }]);
  });

  it('asks for the password before allowing collection again', async () => {
    const { user, fetchMock } = setup(
      { 'POST /api/family/children/child-1/unfreeze': { status: 204 } },
      '/family/children/child-1?tab=rights',
      overview({ children: [child({ frozen: true })] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Allow collection again…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allow collection again?' });
    await user.type(within(dialog).getByLabelText(/Your password/), 'secret pass');
    await user.click(within(dialog).getByRole('button', { name: 'Allow collection again' }));
    expect(await screen.findByText('Sam Rower can sign in again.')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST', '/api/family/children/child-1/unfreeze')).toEqual([{ password: 'secret pass' }]);
  });

  it('shows who holds the rights, and lets the parent who gave consent give another parent full rights', async () => {
    const { user, fetchMock } = setup(
      { 'PUT /api/family/children/child-1/parents/parent-2/rights': { status: 204 } },
      '/family/children/child-1?tab=rights',
    );
    const list = await screen.findByRole('list', { name: 'Parents and their rights' });
    const [pat, lee] = within(list).getAllByRole('listitem');
    expect(pat).toHaveTextContent('Pat Rower (you)');
    expect(pat).toHaveTextContent('Gave consent · full rights');
    expect(lee).toHaveTextContent('Follows: may withdraw a consent or refuse collection');
    expect(within(pat ?? list).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(lee ?? list).getByRole('button', { name: 'Give full rights of Lee Rower…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give Lee Rower full rights?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Only you can give or take back full rights') as string);
    await user.click(within(dialog).getByRole('button', { name: 'Give full rights' }));
    expect(await within(dialog).findByText('Enter your password')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Your password/), 'secret pass');
    await user.click(within(dialog).getByRole('button', { name: 'Give full rights' }));
    expect(await screen.findByText("Lee Rower now has full rights over Sam Rower's account.")).toBeInTheDocument();
    expect(sentTo(fetchMock, 'PUT', '/api/family/children/child-1/parents/parent-2/rights')).toEqual([
      { rights: 'full', password: 'secret pass' },
    ]);
  });

  it('lets the parent who gave consent take full rights back', async () => {
    const granted = { ...LEE, rights: 'full' as const, rightsChangedAt: '2026-11-20T12:00:00Z' };
    const { user, fetchMock } = setup(
      { 'PUT /api/family/children/child-1/parents/parent-2/rights': { status: 204 } },
      '/family/children/child-1?tab=rights',
      overview({ children: [child({ parents: [childParent(), granted] })] }),
    );
    const list = await screen.findByRole('list', { name: 'Parents and their rights' });
    expect(list).toHaveTextContent('Full rights, given on Nov 20, 2026');
    await user.click(within(list).getByRole('button', { name: 'Take back full rights of Lee Rower…' }));
    const dialog = await screen.findByRole('dialog', { name: "Take back Lee Rower's full rights?" });
    await user.type(within(dialog).getByLabelText(/Your password/), 'secret pass');
    await user.click(within(dialog).getByRole('button', { name: 'Take back full rights' }));
    expect(await screen.findByText("Lee Rower now follows Sam Rower's account.")).toBeInTheDocument();
    expect(sentTo(fetchMock, 'PUT', '/api/family/children/child-1/parents/parent-2/rights')).toEqual([
      { rights: 'follow', password: 'secret pass' },
    ]);
  });

  it('offers a parent who follows only what protects more', async () => {
    const following = child({
      rights: 'follow',
      gaveConsent: false,
      frozen: true,
      parents: [childParent({ you: false }), { ...LEE, you: true }],
    });
    const { user } = setup({}, '/family/children/child-1?tab=rights', overview({ children: [following] }));
    expect(await screen.findByText('You follow: the parent who gave consent decides')).toBeInTheDocument();
    expect(screen.getByText(/are for the parent who gave consent \(Pat Rower\), or a parent they give full rights to/)).toBeInTheDocument();
    expect(screen.getByText(/Collection is refused/)).toBeInTheDocument();
    for (const name of [/Download/, /Allow collection again/, /Delete/, /full rights/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }

    await user.click(screen.getByRole('tab', { name: 'Privacy & consent' }));
    expect(screen.getByRole('note')).toHaveTextContent('you can withdraw a consent, but only the parent who gave consent (Pat Rower)');
    // What is given may be withdrawn; what is withdrawn stays so.
    expect(screen.getByRole('switch', { name: 'Coach communications' })).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Analytics' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Third-party sharing' })).toBeDisabled();
  });

  it('offers a parent who follows to refuse further collection', async () => {
    const following = child({ rights: 'follow', gaveConsent: false, parents: [childParent({ you: false }), { ...LEE, you: true }] });
    setup({}, '/family/children/child-1?tab=rights', overview({ children: [following] }));
    expect(await screen.findByRole('button', { name: 'Refuse further collection…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download|Delete/ })).not.toBeInTheDocument();
  });

  it('shows an adult child read-only, without consent or rights controls', async () => {
    setup({ 'GET /api/family/children/child-2': { body: { ...childProfile, id: 'child-2', fullName: 'Jo Rower' } } }, '/family/children/child-2', overview({ children: [child(), ADULT] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jo Rower' })).toBeInTheDocument();
    expect(screen.getByText(/Jo Rower is 18 or over and decides for themselves/)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Privacy & consent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Your rights' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('says so when the athlete is not linked', async () => {
    setup({}, '/family/children/someone-else');
    expect(await screen.findByRole('heading', { level: 1, name: 'Athlete not found' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = setup({ 'GET /api/family/children/child-1/conversations': { body: { conversations: [], unreadTotal: 0 } } });
    const profileTab = await screen.findByRole('tab', { name: 'Profile', selected: true });
    profileTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('tab', { name: 'Messages', selected: true })).toHaveFocus();
    await user.keyboard('{End}');
    expect(await screen.findByRole('tab', { name: 'Your rights', selected: true })).toHaveFocus();
  });
});
