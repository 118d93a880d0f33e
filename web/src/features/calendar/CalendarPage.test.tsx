import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { boardCard } from '@test/board';
import { sentBodies } from '@test/messages';
import { school, searchAnswer } from '@test/schools';
import { mockApi, renderApp, signedIn, type MockAnswer, type MockRoutes } from '@test/test-utils';
import type { CalendarEvent, CalendarSettings, CalendarView, KeyDate, RecruitingPeriod } from './api';

configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await Promise.all([import('./CalendarPage'), import('./EventForm')]);
}, 30_000);

const keyDate = (overrides: Partial<KeyDate> = {}): KeyDate => ({
  id: 'di-contact',
  date: '2025-06-15',
  division: 'I',
  title: 'Division I coaches may contact you',
  meaning: 'Division I coaches may start writing, calling and messaging you.',
  source: 'NCAA Division I manual, recruiting rules for rowing',
  checked: '2026-02',
  passed: true,
  ...overrides,
});

const KEY_DATES = [
  keyDate(),
  keyDate({
    id: 'diii-official-visit',
    date: '2099-01-01',
    division: 'III',
    title: 'Division III official visits',
    meaning: 'You may take one paid official visit to each Division III school; unofficial visits are unlimited.',
    source: 'NCAA Division III manual',
    passed: false,
  }),
];

const calendarEvent = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: 'e-1',
  kind: 'official_visit',
  kindLabel: 'Official visit',
  title: 'Visit to Yale',
  date: '2099-10-02',
  time: null,
  endDate: null,
  schoolId: null,
  schoolName: null,
  athleteId: null,
  athleteName: null,
  location: null,
  notes: null,
  remind: true,
  ...overrides,
});

const period = (overrides: Partial<RecruitingPeriod> = {}): RecruitingPeriod => ({
  id: 'p-1',
  division: 'I',
  squad: 'all',
  kind: 'dead',
  label: 'Dead period',
  meaning: 'Coaches may not make in-person recruiting contact or evaluations.',
  startsOn: '2026-12-14',
  endsOn: '2027-01-03',
  note: null,
  source: 'NCAA Division I recruiting calendar',
  current: true,
  ...overrides,
});

const SETTINGS: CalendarSettings = { timeZone: 'America/New_York', timeZoneSet: true, reminders: true, feedCreatedAt: null };

function athleteView(overrides: Partial<CalendarView> = {}): CalendarView {
  return {
    role: 'athlete',
    gradYear: 2027,
    divisions: ['I', 'III'],
    keyDates: KEY_DATES,
    periods: [],
    events: [
      calendarEvent({ id: 'e-0', kind: 'regatta', kindLabel: 'Regatta', title: 'Spring regatta', date: '2001-05-01' }),
      calendarEvent({
        time: '14:30',
        endDate: '2099-10-03',
        schoolId: 'yale-university',
        schoolName: 'Yale University',
        location: 'New Haven, CT',
        notes: 'Bring transcripts.',
      }),
    ],
    settings: SETTINGS,
    ...overrides,
  };
}

function coachView(overrides: Partial<CalendarView> = {}): CalendarView {
  return {
    ...athleteView(),
    role: 'coach',
    gradYear: null,
    divisions: ['I'],
    keyDates: [],
    periods: [
      period(),
      period({ id: 'p-2', squad: 'womens', kind: 'quiet', label: 'Quiet period', startsOn: '2027-02-01', endsOn: '2027-02-14', note: 'Spring break.', current: false }),
    ],
    events: [],
    ...overrides,
  };
}

const refusal = (status: number, code: string, message: string, fields?: Record<string, string>): MockAnswer => ({
  status,
  body: { error: { code, message, ...(fields ? { fields } : {}) } },
});

function setup(routes: MockRoutes, role: 'student' | 'coach' | 'parent' = 'student') {
  document.cookie = 'rr_csrf=csrf-token; path=/';
  const fetchMock = mockApi({
    'GET /api/auth/session': { body: signedIn(role) },
    'GET /api/messages/unread': { body: { unread: 0 } },
    ...routes,
  });
  const view = renderApp('/calendar');
  return { fetchMock, user: userEvent.setup({ delay: null }), view };
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const setDate = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe("an athlete's calendar", { timeout: 20_000 }, () => {
  it('lists the key dates of the class, passed ones marked, each with its division, meaning and source', async () => {
    setup({ 'GET /api/calendar': { body: athleteView() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    const dates = await screen.findByRole('list', { name: 'Key dates' });
    const [passed, ahead] = within(dates).getAllByRole('listitem');
    if (!passed || !ahead) throw new Error('expected two key dates');

    expect(within(passed).getByRole('heading', { level: 3, name: 'Division I coaches may contact you' })).toBeInTheDocument();
    expect(within(passed).getByText('Sunday, June 15, 2025')).toHaveAttribute('dateTime', '2025-06-15');
    expect(within(passed).getByText('Division I')).toBeInTheDocument();
    expect(within(passed).getByText('Passed')).toBeInTheDocument();
    expect(passed).toHaveClass('calendar-item--passed');
    expect(within(passed).getByText('Division I coaches may start writing, calling and messaging you.')).toBeInTheDocument();
    expect(within(passed).getByText('Source: NCAA Division I manual, recruiting rules for rowing (checked February 2026)')).toBeInTheDocument();

    expect(within(ahead).getByText('Thursday, January 1, 2099')).toBeInTheDocument();
    expect(within(ahead).getByText('Division III')).toBeInTheDocument();
    expect(within(ahead).queryByText('Passed')).not.toBeInTheDocument();
    expect(ahead).not.toHaveClass('calendar-item--passed');

    expect(section('Key dates').getByText(/for the class of 2027, Division I and III/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recruiting periods' })).not.toBeInTheDocument();
  });

  it('points to the profile when there is no graduation year', async () => {
    setup({ 'GET /api/calendar': { body: athleteView({ gradYear: null, keyDates: [] }) } });
    const dates = await screen.findByRole('region', { name: 'Key dates' });
    expect(dates).toHaveTextContent('Add your graduation year to your profile to see the NCAA recruiting dates of your class.');
    expect(within(dates).getByRole('link', { name: 'your profile' })).toHaveAttribute('href', '/profile');
  });

  it('shows upcoming events before past ones, with their details, and keeps headings in order', async () => {
    setup({ 'GET /api/calendar': { body: athleteView() } });
    const upcoming = await screen.findByRole('list', { name: 'Upcoming events' });
    const visit = within(upcoming).getByRole('listitem');
    expect(within(visit).getByRole('heading', { level: 4, name: 'Visit to Yale' })).toBeInTheDocument();
    expect(visit).toHaveTextContent('Friday, October 2, 2099 at 2:30 PM to Saturday, October 3, 2099');
    expect(visit).toHaveTextContent('Official visit');
    expect(visit).toHaveTextContent('ProgramYale University');
    expect(visit).toHaveTextContent('LocationNew Haven, CT');
    expect(visit).toHaveTextContent('NotesBring transcripts.');
    expect(visit).toHaveTextContent('ReminderBy email the day before');
    expect(screen.getByRole('list', { name: 'Past events' })).toHaveTextContent('Spring regatta');

    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    });
    expect(screen.getByRole('link', { name: 'Download .ics' })).toHaveAttribute('href', '/api/calendar.ics');
  });

  it('shows a coach’s visit with who added it, and offers no way to change it', async () => {
    const visit = calendarEvent({
      id: 'v-1',
      title: 'Official visit: Yale University',
      schoolId: 'yale-university',
      schoolName: 'Yale University',
      location: 'Gilder Boathouse',
      remind: false,
      addedBy: 'Jordan Lee',
    });
    setup({ 'GET /api/calendar': { body: athleteView({ events: [visit, calendarEvent({ id: 'e-2', title: 'Head race' })] }) } });
    const upcoming = await screen.findByRole('list', { name: 'Upcoming events' });
    const items = within(upcoming).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [shown, own] = items as [HTMLElement, HTMLElement];
    expect(shown).toHaveTextContent('Official visit: Yale University');
    expect(shown).toHaveTextContent('Added byJordan Lee');
    expect(shown).toHaveTextContent('LocationGilder Boathouse');
    expect(within(shown).queryByRole('button')).toBeNull();
    expect(within(own).getByRole('button', { name: 'Edit “Head race”' })).toBeInTheDocument();
  });

  it('checks an event before sending it, then shows the server’s field errors on the fields', async () => {
    let answer: MockAnswer = refusal(422, 'validation_failed', 'Check the highlighted fields.', {
      schoolId: 'Choose a program from the list.',
      location: 'The location is not valid.',
    });
    let view = athleteView();
    const { user, fetchMock } = setup({
      'GET /api/calendar': () => ({ body: view }),
      'GET /api/schools?q=Yale&pageSize=8': { body: searchAnswer([school({ id: 'yale-university', name: 'Yale University', city: 'New Haven', state: 'CT' })]) },
      'POST /api/calendar/events': () => answer,
    });
    await user.click(await screen.findByRole('button', { name: 'Add an event' }));
    const form = within(screen.getByRole('form', { name: 'Add an event' }));
    expect(form.getByLabelText('Email me a reminder the day before')).toBeChecked();
    expect(form.queryByLabelText(/Athlete/)).not.toBeInTheDocument();

    // Nothing typed: the title and the date are asked for, and nothing is sent.
    await user.click(form.getByRole('button', { name: 'Add event' }));
    expect(await form.findByText('Enter a title.')).toBeInTheDocument();
    expect(form.getByText('Enter the date.')).toBeInTheDocument();
    const title = form.getByLabelText('Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('maxLength', '120');
    expect(sentBodies(fetchMock, 'POST', '/api/calendar/events')).toEqual([]);

    // An end date before the date.
    await user.type(title, 'Official visit to Yale');
    setDate(form.getByLabelText('Date'), '2099-10-02');
    setDate(form.getByLabelText('End date (optional)'), '2099-10-01');
    await user.click(form.getByRole('button', { name: 'Add event' }));
    expect(await form.findByText('The end date must be on or after the date.')).toBeInTheDocument();
    expect(form.getByLabelText('End date (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetchMock, 'POST', '/api/calendar/events')).toEqual([]);

    setDate(form.getByLabelText('End date (optional)'), '2099-10-03');
    setDate(form.getByLabelText('Time (optional)'), '09:30');
    await user.selectOptions(form.getByLabelText('Kind'), 'Camp');
    await user.type(form.getByLabelText('Program (optional)'), 'Yale');
    await user.click(await form.findByRole('radio', { name: /Yale University/ }));
    await user.type(form.getByLabelText('Location (optional)'), 'Boathouse');
    await user.type(form.getByLabelText('Notes (optional)'), 'Ask about the spring schedule.');
    await user.click(form.getByLabelText('Email me a reminder the day before'));

    // The server refuses two fields: each message shows on its field.
    await user.click(form.getByRole('button', { name: 'Add event' }));
    expect(await form.findByText('Choose a program from the list.')).toBeInTheDocument();
    expect(form.getByText('The location is not valid.')).toBeInTheDocument();
    expect(form.getByLabelText('Location (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByRole('radio', { name: /Yale University/ })).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByRole('alert')).toHaveTextContent('The event was not saved. Please correct the highlighted fields.');

    const saved = calendarEvent({ id: 'e-new', kind: 'camp', kindLabel: 'Camp', title: 'Official visit to Yale', remind: false });
    answer = { status: 201, body: saved };
    view = athleteView({ events: [...athleteView().events, saved] });
    await user.click(form.getByRole('button', { name: 'Add event' }));
    expect(await screen.findByText('“Official visit to Yale” added.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add an event' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 4, name: 'Official visit to Yale' })).toBeInTheDocument();

    const sent = {
      kind: 'camp',
      title: 'Official visit to Yale',
      date: '2099-10-02',
      time: '09:30',
      endDate: '2099-10-03',
      schoolId: 'yale-university',
      location: 'Boathouse',
      notes: 'Ask about the spring schedule.',
      remind: false,
      athleteId: null,
    };
    expect(sentBodies(fetchMock, 'POST', '/api/calendar/events')).toEqual([sent, sent]);
    const post = fetchMock.mock.calls.find(([url, init]) => url === '/api/calendar/events' && init?.method === 'POST');
    expect(new Headers(post?.[1]?.headers).get('X-CSRF-Token')).toBe('csrf-token');
  });

  it('says when the event limit is reached', async () => {
    const { user } = setup({
      'GET /api/calendar': { body: athleteView() },
      'POST /api/calendar/events': refusal(409, 'too_many_events', 'You can keep at most 500 events. Delete past ones to add more.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Add an event' }));
    const form = within(screen.getByRole('form', { name: 'Add an event' }));
    await user.type(form.getByLabelText('Title'), 'One more');
    setDate(form.getByLabelText('Date'), '2099-01-01');
    await user.click(form.getByRole('button', { name: 'Add event' }));
    expect(await form.findByRole('alert')).toHaveTextContent('You can keep at most 500 events. Delete past ones to add more.');
  });

  it('edits an event in place and deletes one after asking', async () => {
    const { user, fetchMock } = setup({
      'GET /api/calendar': { body: athleteView() },
      'PUT /api/calendar/events/e-1': { body: calendarEvent({ title: 'Visit to Yale (moved)' }) },
      'DELETE /api/calendar/events/e-0': { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit “Visit to Yale”' }));
    const form = within(screen.getByRole('form', { name: 'Edit “Visit to Yale”' }));
    expect(form.getByLabelText('Title')).toHaveValue('Visit to Yale');
    expect(form.getByLabelText('Time (optional)')).toHaveValue('14:30');
    expect(form.getByText('Yale University', { selector: 'strong' })).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Remove Yale University from this event' }));
    await user.clear(form.getByLabelText('Title'));
    await user.type(form.getByLabelText('Title'), 'Visit to Yale (moved)');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('“Visit to Yale (moved)” saved.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT', '/api/calendar/events/e-1')).toEqual([
      {
        kind: 'official_visit',
        title: 'Visit to Yale (moved)',
        date: '2099-10-02',
        time: '14:30',
        endDate: '2099-10-03',
        schoolId: null,
        location: 'New Haven, CT',
        notes: 'Bring transcripts.',
        remind: true,
        athleteId: null,
      },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit “Visit to Yale”' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Delete “Spring regatta”' }));
    const confirm = within(screen.getByRole('group', { name: 'Delete “Spring regatta”?' }));
    expect(confirm.getByRole('button', { name: 'Keep' })).toHaveFocus();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Spring regatta” deleted.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url, init]) => url === '/api/calendar/events/e-0' && init?.method === 'DELETE')).toHaveLength(1);
  });
});

describe('the calendar feed', { timeout: 20_000 }, () => {
  it('shows a new feed address once, with a Copy button and the advice that it is private', async () => {
    const url = 'https://rowrecruit.com/api/calendar/feed/secret-token.ics';
    const { user, fetchMock, view } = setup({
      'GET /api/calendar': { body: athleteView() },
      'POST /api/calendar/feed': { status: 201, body: { url, createdAt: '2026-11-20T12:00:00Z' } },
    });
    const feed = within(await screen.findByRole('region', { name: 'Calendar feed' }));
    expect(feed.queryByRole('button', { name: 'Renew address' })).not.toBeInTheDocument();
    await user.click(feed.getByRole('button', { name: 'Create feed address' }));

    const address = await feed.findByRole('textbox', { name: 'Your private feed address' });
    expect(address).toHaveValue(url);
    expect(address).toHaveAttribute('readOnly');
    expect(address).toHaveAccessibleDescription(expect.stringContaining('anyone who has it can see your calendar') as string);
    await waitFor(() => expect(address).toHaveFocus());
    await user.click(feed.getByRole('button', { name: 'Copy the feed address' }));
    expect(await feed.findByText('The address is copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(feed.getByRole('button', { name: 'Renew address' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/calendar/feed')).toHaveLength(1);

    // The address is never shown again: the next visit only says when it was made.
    view.unmount();
    setup({ 'GET /api/calendar': { body: athleteView({ settings: { ...SETTINGS, feedCreatedAt: '2026-11-20T12:00:00Z' } }) } });
    const again = within(await screen.findByRole('region', { name: 'Calendar feed' }));
    expect(again.getByText(/Your feed address was made on November 20, 2026\. It is not shown again/)).toBeInTheDocument();
    expect(again.queryByRole('textbox', { name: 'Your private feed address' })).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(url)).not.toBeInTheDocument();
  });

  it('renews the address and turns the feed off only once confirmed', async () => {
    const { user, fetchMock } = setup({
      'GET /api/calendar': { body: athleteView({ settings: { ...SETTINGS, feedCreatedAt: '2026-11-20T12:00:00Z' } }) },
      'POST /api/calendar/feed': { status: 201, body: { url: 'https://rowrecruit.com/api/calendar/feed/new.ics', createdAt: '2026-11-21T12:00:00Z' } },
      'DELETE /api/calendar/feed': { status: 204 },
    });
    const feed = within(await screen.findByRole('region', { name: 'Calendar feed' }));
    await user.click(feed.getByRole('button', { name: 'Renew address' }));
    let dialog = await screen.findByRole('dialog', { name: 'Renew the feed address?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('The current address stops working at once') as string);
    expect(within(dialog).getByRole('button', { name: 'Keep the current address' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep the current address' }));
    expect(sentBodies(fetchMock, 'POST', '/api/calendar/feed')).toHaveLength(0);

    await user.click(feed.getByRole('button', { name: 'Renew address' }));
    dialog = await screen.findByRole('dialog', { name: 'Renew the feed address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Renew address' }));
    expect(await feed.findByRole('textbox', { name: 'Your private feed address' })).toHaveValue('https://rowrecruit.com/api/calendar/feed/new.ics');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(feed.getByRole('button', { name: 'Turn off' }));
    dialog = await screen.findByRole('dialog', { name: 'Turn off the feed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off the feed' }));
    expect(await feed.findByText('The feed is off: its address no longer works.')).toBeInTheDocument();
    expect(feed.queryByRole('textbox', { name: 'Your private feed address' })).not.toBeInTheDocument();
    expect(feed.getByRole('button', { name: 'Create feed address' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url, init]) => url === '/api/calendar/feed' && init?.method === 'DELETE')).toHaveLength(1);
  });

  it("saves the device's time zone once on the first visit, then the owner's choices", async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat('en-US').resolvedOptions(),
      timeZone: 'America/Chicago',
    });
    const { user, fetchMock } = setup({
      // Even if the server kept saying the zone was never set, the page would save it only once.
      'GET /api/calendar': { body: athleteView({ settings: { ...SETTINGS, timeZone: 'UTC', timeZoneSet: false } }) },
      'PUT /api/calendar/settings': (init) => {
        const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { timeZone: string; reminders: boolean };
        return { body: { ...SETTINGS, ...body, timeZoneSet: true } };
      },
    });
    const feed = within(await screen.findByRole('region', { name: 'Calendar feed' }));
    expect(await feed.findByText(/Your calendar uses your device's time zone, America\/Chicago/)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT', '/api/calendar/settings')).toEqual([{ timeZone: 'America/Chicago', reminders: true }]);
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === '/api/calendar').length).toBeGreaterThan(1));
    expect(sentBodies(fetchMock, 'PUT', '/api/calendar/settings')).toHaveLength(1);

    await user.selectOptions(feed.getByLabelText('Time zone'), 'Europe/London');
    expect(await feed.findByText('Time zone saved: Europe/London.')).toBeInTheDocument();
    await user.click(feed.getByRole('switch', { name: 'Reminder emails' }));
    expect(await feed.findByText('Reminder emails are off.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT', '/api/calendar/settings').slice(1)).toEqual([
      { timeZone: 'Europe/London', reminders: true },
      { timeZone: 'UTC', reminders: false },
    ]);
  });

  it('leaves a time zone already chosen alone', async () => {
    const { fetchMock } = setup({ 'GET /api/calendar': { body: athleteView() } });
    const feed = within(await screen.findByRole('region', { name: 'Calendar feed' }));
    expect(feed.getByLabelText('Time zone')).toHaveValue('America/New_York');
    expect(feed.getByRole('switch', { name: 'Reminder emails' })).toBeChecked();
    expect(sentBodies(fetchMock, 'PUT', '/api/calendar/settings')).toEqual([]);
  });
});

describe("a coach's calendar", { timeout: 20_000 }, () => {
  it('lists the recruiting periods and ties an event to an athlete on the board', async () => {
    let answer: MockAnswer = refusal(422, 'validation_failed', 'Check the highlighted fields.', { athleteId: 'Choose an athlete on your board.' });
    const { user, fetchMock } = setup(
      {
        'GET /api/calendar': { body: coachView() },
        'GET /api/coach/board': {
          body: { cards: [boardCard('a-2', 'Sam Sweep'), boardCard('a-1', 'Casey Sculler')], count: 2, limit: 500, plan: 'Free trial' },
        },
        'POST /api/calendar/events': () => answer,
      },
      'coach',
    );
    const periods = await screen.findByRole('list', { name: 'Recruiting periods' });
    const [dead, quiet] = within(periods).getAllByRole('listitem');
    if (!dead || !quiet) throw new Error('expected two periods');
    expect(within(dead).getByRole('heading', { level: 3, name: 'Dead period' })).toBeInTheDocument();
    expect(dead).toHaveTextContent('December 14, 2026 to January 3, 2027');
    expect(within(dead).getByText('In force today')).toBeInTheDocument();
    expect(within(dead).getByText('All squads')).toBeInTheDocument();
    expect(dead).toHaveTextContent('Source: NCAA Division I recruiting calendar');
    expect(within(quiet).queryByText('In force today')).not.toBeInTheDocument();
    expect(within(quiet).getByText("Women's rowing")).toBeInTheDocument();
    expect(quiet).toHaveTextContent('Note: Spring break.');
    expect(screen.queryByRole('region', { name: 'Key dates' })).not.toBeInTheDocument();
    expect(screen.getByText('No events yet. Add an official visit, a camp or a regatta to keep track of it.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add an event' }));
    const form = within(await screen.findByRole('form', { name: 'Add an event' }));
    const athlete = form.getByLabelText('Athlete (optional)');
    expect(within(athlete).getAllByRole('option').map((o) => o.textContent)).toEqual(['No athlete', 'Casey Sculler', 'Sam Sweep']);
    await user.type(form.getByLabelText('Title'), 'Home visit');
    setDate(form.getByLabelText('Date'), '2099-03-01');
    await user.selectOptions(athlete, 'Casey Sculler');
    await user.click(form.getByRole('button', { name: 'Add event' }));
    expect(await form.findByText('Choose an athlete on your board.')).toBeInTheDocument();
    expect(athlete).toHaveAttribute('aria-invalid', 'true');

    answer = { status: 201, body: calendarEvent({ id: 'e-9', title: 'Home visit', athleteId: 'a-1', athleteName: 'Casey Sculler' }) };
    await user.click(form.getByRole('button', { name: 'Add event' }));
    expect(await screen.findByText('“Home visit” added.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/calendar/events').at(-1)).toMatchObject({ title: 'Home visit', athleteId: 'a-1' });
  });

  it('says on the athlete field why a visit may not reach the athlete yet', async () => {
    const contactDate = 'NCAA rules do not allow you to arrange a visit with this athlete before June 15, 2027.';
    setup(
      {
        'GET /api/calendar': { body: coachView() },
        'GET /api/coach/board': { body: { cards: [boardCard('a-1', 'Casey Sculler')], count: 1, limit: 500, plan: 'Free trial' } },
        'POST /api/calendar/events': refusal(422, 'validation_failed', contactDate, { athleteId: contactDate }),
      },
      'coach',
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add an event' }));
    const form = within(await screen.findByRole('form', { name: 'Add an event' }));
    const athlete = form.getByLabelText('Athlete (optional)');
    expect(athlete).toHaveAccessibleDescription(/follows the NCAA contact date and blocks/);
    await user.type(form.getByLabelText('Title'), 'Campus visit');
    setDate(form.getByLabelText('Date'), '2099-03-01');
    await user.selectOptions(athlete, 'Casey Sculler');
    await user.click(form.getByRole('button', { name: 'Add event' }));
    expect(await form.findByText(contactDate)).toBeInTheDocument();
    expect(athlete).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when an event’s athlete is no longer visible', async () => {
    setup({ 'GET /api/calendar': { body: coachView({ events: [calendarEvent({ athleteId: 'gone', athleteName: null })] }) } }, 'coach');
    const upcoming = await screen.findByRole('list', { name: 'Upcoming events' });
    expect(upcoming).toHaveTextContent('AthleteAn athlete no longer visible to coaches');
  });

  it('explains why a coach whose workspace is closed is refused', async () => {
    setup(
      {
        'GET /api/calendar': refusal(403, 'coach_unverified', 'The calendar is for verified college coaches.'),
      },
      'coach',
    );
    expect(await screen.findByText('This part of the coach workspace is not open to you yet.')).toBeInTheDocument();
    expect(screen.getByText('The calendar is for verified college coaches.')).toBeInTheDocument();
  });

  it('sends parents to the family portal without asking the server', async () => {
    const { fetchMock } = setup({}, 'parent');
    expect(await screen.findByText(/The calendar is for athletes and college coaches\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'family portal' })).toHaveAttribute('href', '/family');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/calendar')).toBe(false);
  });
});
