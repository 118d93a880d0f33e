import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, signedIn, type MockAnswer, type MockRoutes } from '@test/test-utils';
import type { AttestationRequest, Club, ClubOverview, EvaluationDraft, Invitation, RosterAthlete } from './api';
import { EVALUATION_NOTE } from './rules';

// Each screen is a lazily loaded chunk; on a busy machine the first load can take a few seconds.
configure({ asyncUtilTimeout: 5000 });

const CLUB: Club = {
  id: 'club-1',
  name: 'Riverside Rowing Club',
  createdAt: '2026-09-01T10:00:00Z',
  plan: { id: 'coach-essential', name: 'Coach Essential', trialEndsAt: null },
  limits: { roster: 10, coaches: 1 },
  rosterCount: 7,
  coaches: [{ id: 'user-1', fullName: 'Pat Coach', email: 'pat@riverside.org', status: 'verified' }],
};

const OPEN: ClubOverview = {
  verification: { status: 'verified', reason: null },
  club: CLUB,
  workspace: { open: true, reason: null },
  hasProgram: false,
};

const NO_CLUB: ClubOverview = {
  verification: { status: null, reason: null },
  club: null,
  workspace: { open: false, reason: 'no_club' },
  hasProgram: false,
};

const ATHLETE: RosterAthlete = {
  id: 'athlete-1',
  fullName: 'Sam Sculler',
  gradYear: 2027,
  joinedAt: '2026-09-10T10:00:00Z',
  completeness: 72,
  latestTests: [
    {
      id: 't-1',
      piece: '2k',
      time: '6:58.4',
      meters: null,
      date: '2026-10-01',
      attestation: { clubName: 'Riverside Rowing Club', coachName: 'Pat Coach', attestedOn: '2026-10-03', codeChecked: true },
    },
    { id: 't-0', piece: '6k', time: '22:10.0', meters: null, date: '2026-09-01', attestation: null },
  ],
  sharesActivity: true,
  activity: {
    viewedBy: [{ schoolId: 'yale-university', schoolName: 'Yale University', lastViewedOn: '2026-11-24' }],
    conversations: [{ schoolId: 'harvard-university', schoolName: 'Harvard University', lastMessageAt: '2026-11-25T10:00:00Z' }],
  },
  evaluation: null,
};

const ERG_REQUEST: AttestationRequest = {
  id: 'req-1',
  requestedAt: '2026-11-20T10:00:00Z',
  athlete: { id: 'athlete-1', fullName: 'Sam Sculler' },
  kind: 'erg',
  erg: { id: 't-2', piece: '2k', time: '6:55.0', meters: null, date: '2026-11-18', strokeRate: 32, verificationCode: 'PM5-1234' },
  race: null,
};

const RACE_REQUEST: AttestationRequest = {
  id: 'req-2',
  requestedAt: '2026-11-21T10:00:00Z',
  athlete: { id: 'athlete-2', fullName: 'Jo Bow' },
  kind: 'race',
  erg: null,
  race: { id: 'r-1', regatta: 'Head of the Charles', date: '2026-10-18', event: "Women's Youth 8+", boatClass: '8+', seat: '1', place: 3, time: '16:02.5' },
};

interface Sent {
  route: string;
  body: unknown;
}

function setup(
  overview: ClubOverview | (() => ClubOverview),
  {
    invitations = [],
    roster = [],
    requests = [],
    answers = {},
    more = {},
  }: {
    invitations?: Invitation[];
    roster?: RosterAthlete[];
    requests?: AttestationRequest[];
    answers?: Record<string, (body: unknown) => MockAnswer>;
    /** Further reads, not recorded in `sent`. */
    more?: MockRoutes;
  } = {},
) {
  const sent: Sent[] = [];
  const routes: MockRoutes = {
    'GET /api/auth/session': { body: signedIn('coach', 'pat@riverside.org') },
    'GET /api/profile': { body: { id: 'user-1', email: 'pat@riverside.org', userRole: 'coach' } },
    'GET /api/club': typeof overview === 'function' ? () => ({ body: overview() }) : { body: overview },
    'GET /api/club/invitations': { body: invitations },
    'GET /api/club/roster': { body: roster },
    'GET /api/club/attestations': { body: requests },
    'GET /api/club/branding': { body: { addOnHeld: false, brand: null, defaultDisplayName: CLUB.name } },
    ...more,
  };
  for (const [route, answer] of Object.entries(answers)) {
    routes[route] = (init) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
      sent.push({ route, body });
      return answer(body);
    };
  }
  mockApi(routes);
  renderApp('/club');
  return { sent, user: userEvent.setup({ delay: null }) };
}

function region(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('club page', { timeout: 20_000 }, () => {
  it('tells a college coach with a program that club teams are for club coaches', async () => {
    setup({ ...NO_CLUB, hasProgram: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'You recruit for a college program' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the coach page' })).toHaveAttribute('href', '/coach');
    expect(screen.queryByRole('button', { name: 'Create club team' })).not.toBeInTheDocument();
  });

  it('without a club, checks the name, shows the server’s refusal on the field, and creates the club', async () => {
    let current = NO_CLUB;
    let refuse = true;
    const { sent, user } = setup(() => current, {
      answers: {
        'POST /api/club': () => {
          if (refuse) {
            refuse = false;
            return { status: 422, body: { error: { code: 'validation_failed', message: 'Check the name.', fields: { name: 'That name is taken here.' } } } };
          }
          current = { ...OPEN, verification: { status: 'pending', reason: null }, workspace: { open: false, reason: 'coach_unverified' } };
          return { status: 201, body: current };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Create your club team' })).toBeInTheDocument();
    const name = screen.getByLabelText('Club team name');

    await user.click(screen.getByRole('button', { name: 'Create club team' }));
    expect(await screen.findByText("Enter your club team's name")).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await user.type(name, 'Riverside Rowing Club');
    await user.click(screen.getByRole('button', { name: 'Create club team' }));
    expect(await screen.findByText('That name is taken here.')).toBeInTheDocument();
    expect(name).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Create club team' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Rowing Club' })).toBeInTheDocument();
    expect(sent.map((call) => call.body)).toEqual([{ name: 'Riverside Rowing Club' }, { name: 'Riverside Rowing Club' }]);
    expect(await screen.findByText('Pending verification')).toBeInTheDocument();
  });

  it('shows a pending club’s plan and roster use, and keeps the workspace closed', async () => {
    setup({ ...OPEN, verification: { status: 'pending', reason: null }, workspace: { open: false, reason: 'coach_unverified' } });
    expect(await screen.findByText('Pending verification')).toBeInTheDocument();
    const plan = region('Plan');
    expect(plan.getByText('Coach Essential plan')).toBeInTheDocument();
    expect(plan.getByText(/Roster:/)).toHaveTextContent('Roster: 7 of 10 athletes');
    expect(plan.getByRole('progressbar', { name: /Roster/ })).toHaveValue(7);
    expect(screen.getByText(/An administrator checks your coaching role at this club/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Roster' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
  });

  it('names a trial’s end and a rejection’s reason', async () => {
    setup({
      ...OPEN,
      verification: { status: 'rejected', reason: 'No club listing found' },
      club: { ...CLUB, plan: { id: 'trial', name: 'Free trial', trialEndsAt: '2026-12-09T15:00:00Z' }, limits: { roster: null, coaches: null } },
      workspace: { open: false, reason: 'coach_unverified' },
    });
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Reason: No club listing found')).toBeInTheDocument();
    expect(screen.getByText('Free trial until Dec 9, 2026')).toBeInTheDocument();
    expect(screen.getByText(/Roster:/)).toHaveTextContent('Roster: 7 athletes (no limit)');
  });
});

describe('inviting', { timeout: 20_000 }, () => {
  it('invites an athlete, shows a refusal that names the plan, and revokes a pending invitation', async () => {
    let invitations: Invitation[] = [
      { id: 'inv-1', email: 'jo@example.com', kind: 'athlete', createdAt: '2026-11-20T10:00:00Z', expiresAt: '2026-12-04T10:00:00Z' },
    ];
    let full = false;
    const { sent, user } = setup(OPEN, {
      answers: {
        'POST /api/club/invitations': (body) => {
          if (full) {
            return {
              status: 403,
              body: {
                error: {
                  code: 'plan_limit',
                  message: "Your club's roster is full: the Coach Essential plan holds 10 athletes. Coach Premium holds 25 and Club Pro has no limit.",
                },
              },
            };
          }
          full = true;
          return { status: 201, body: { id: 'inv-2', ...(body as object), createdAt: '2026-11-22T10:00:00Z', expiresAt: '2026-12-06T10:00:00Z' } };
        },
        'DELETE /api/club/invitations/inv-1': () => {
          invitations = [];
          return { status: 204 };
        },
        // The list is read again after each change.
        'GET /api/club/invitations': () => ({ body: invitations }),
      },
    });
    const invite = await screen.findByRole('form', { name: 'Invite to your club team' });
    // Coach Essential holds one coach: only athletes can be invited.
    expect(within(invite).queryByRole('radio', { name: 'Coach' })).not.toBeInTheDocument();
    expect(within(invite).getByText(/Several coaches share one club team on Club Pro\. Your club is on Coach Essential\./)).toBeInTheDocument();

    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await within(invite).findByText('Enter an email address')).toBeInTheDocument();

    await user.type(within(invite).getByLabelText('Email address'), 'sam@example.com');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await within(invite).findByRole('status')).toHaveTextContent('Invitation sent to sam@example.com. It expires on Dec 6, 2026.');
    expect(within(invite).getByLabelText('Email address')).toHaveValue('');

    await user.type(within(invite).getByLabelText('Email address'), 'lee@example.com');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await within(invite).findByRole('alert')).toHaveTextContent(/the Coach Essential plan holds 10 athletes/);
    expect(sent.filter((call) => call.route === 'POST /api/club/invitations').map((call) => call.body)).toEqual([
      { email: 'sam@example.com', kind: 'athlete' },
      { email: 'lee@example.com', kind: 'athlete' },
    ]);

    const pending = screen.getByRole('list', { name: 'Pending invitations' });
    expect(within(pending).getByText('jo@example.com')).toBeInTheDocument();
    expect(within(pending).getByText(/Athlete · sent Nov 20, 2026 · expires Dec 4, 2026/)).toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: 'Revoke the invitation to jo@example.com' }));
    expect(await screen.findByText('The invitation to jo@example.com was revoked.')).toBeInTheDocument();
    expect(sent.some((call) => call.route === 'DELETE /api/club/invitations/inv-1')).toBe(true);
    expect(await screen.findByText('No invitations are waiting for an answer.')).toBeInTheDocument();
  });

  it('offers to invite coaches on Club Pro', async () => {
    const { sent, user } = setup(
      { ...OPEN, club: { ...CLUB, plan: { id: 'club-pro', name: 'Club Pro', trialEndsAt: null }, limits: { roster: null, coaches: null } } },
      { answers: { 'POST /api/club/invitations': (body) => ({ status: 201, body: { id: 'inv-3', ...(body as object), createdAt: '2026-11-22T10:00:00Z', expiresAt: '2026-12-06T10:00:00Z' } }) } },
    );
    const invite = await screen.findByRole('form', { name: 'Invite to your club team' });
    expect(within(invite).getByRole('radio', { name: 'Athlete' })).toBeChecked();
    await user.type(within(invite).getByLabelText('Email address'), 'alex@riverside.org');
    await user.click(within(invite).getByRole('radio', { name: 'Coach' }));
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ email: 'alex@riverside.org', kind: 'coach' });
  });
});

describe('verification requests', { timeout: 20_000 }, () => {
  it('asks to confirm the code was checked only when a code was given, and sends what was ticked', async () => {
    const { sent, user } = setup(OPEN, {
      requests: [ERG_REQUEST, RACE_REQUEST],
      answers: {
        'POST /api/club/attestations/req-1/confirm': () => ({
          body: { clubName: 'Riverside Rowing Club', coachName: 'Pat Coach', attestedOn: '2026-11-22', codeChecked: true },
        }),
        'POST /api/club/attestations/req-2/confirm': () => ({
          body: { clubName: 'Riverside Rowing Club', coachName: 'Pat Coach', attestedOn: '2026-11-22', codeChecked: false },
        }),
      },
    });
    const list = await screen.findByRole('list', { name: 'Verification requests' });
    const [erg, race] = within(list).getAllByRole('listitem');
    if (!erg || !race) throw new Error('two requests expected');
    expect(within(erg).getByText('2k 6:55.0 · Nov 18, 2026')).toBeInTheDocument();
    expect(within(erg).getByText('PM5-1234')).toBeInTheDocument();
    const checkbox = within(erg).getByRole('checkbox', { name: 'I checked the verification code against the monitor or logbook' });
    expect(checkbox).not.toBeChecked();
    expect(within(race).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(race).getByText(/Head of the Charles · Women's Youth 8\+ · 8\+, Bow \(1\) · Place 3 · Time 16:02\.5/)).toBeInTheDocument();

    await user.click(checkbox);
    await user.click(within(erg).getByRole('button', { name: 'Confirm Sam Sculler’s erg test' }));
    await user.click(within(race).getByRole('button', { name: 'Confirm Jo Bow’s race result' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { route: 'POST /api/club/attestations/req-1/confirm', body: { codeChecked: true } },
      { route: 'POST /api/club/attestations/req-2/confirm', body: { codeChecked: false } },
    ]);
    expect(await screen.findByText(/You verified Jo Bow’s race result/)).toBeInTheDocument();
  });

  it('shows the server’s refusal of the code check beside the checkbox', async () => {
    const { user } = setup(OPEN, {
      requests: [ERG_REQUEST],
      answers: {
        'POST /api/club/attestations/req-1/confirm': () => ({
          status: 422,
          body: { error: { code: 'validation_failed', message: 'Check the form.', fields: { codeChecked: 'This test has no verification code.' } } },
        }),
      },
    });
    const list = await screen.findByRole('list', { name: 'Verification requests' });
    await user.click(within(list).getByRole('checkbox'));
    await user.click(within(list).getByRole('button', { name: /^Confirm/ }));
    expect(await within(list).findByRole('alert')).toHaveTextContent('This test has no verification code.');
    expect(within(list).getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  });

  it('declines with a required reason', async () => {
    const { sent, user } = setup(OPEN, {
      requests: [ERG_REQUEST],
      answers: { 'POST /api/club/attestations/req-1/decline': () => ({ status: 204 }) },
    });
    const list = await screen.findByRole('list', { name: 'Verification requests' });
    await user.click(within(list).getByRole('button', { name: 'Decline Sam Sculler’s erg test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Sam Sculler’s request' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await within(dialog).findByText('Tell the athlete why you decline')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Reason')).toHaveFocus());
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'The monitor showed 7:05.0.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ route: 'POST /api/club/attestations/req-1/decline', body: { reason: 'The monitor showed 7:05.0.' } }]);
    expect(screen.getByText('You declined Sam Sculler’s erg test. They see your reason.')).toBeInTheDocument();
  });
});

describe('the roster', { timeout: 20_000 }, () => {
  it('lists completeness, the latest tests with their verification, shared activity and the evaluation', async () => {
    setup(OPEN, {
      roster: [
        ATHLETE,
        {
          ...ATHLETE,
          id: 'athlete-2',
          fullName: 'Jo Bow',
          latestTests: [],
          sharesActivity: false,
          activity: null,
          evaluation: { updatedAt: '2026-11-01T10:00:00Z', withdrawn: true },
        },
      ],
    });
    const table = await screen.findByRole('table');
    const [, sam, jo] = within(table).getAllByRole('row');
    if (!sam || !jo) throw new Error('two athletes expected');
    expect(within(sam).getByRole('rowheader')).toHaveTextContent('Sam ScullerClass of 2027 · Joined Sep 10, 2026');
    expect(within(sam).getByText('72%')).toBeInTheDocument();
    expect(within(sam).getByText('Verified by Riverside Rowing Club coach · Oct 3, 2026')).toBeInTheDocument();
    expect(within(sam).getByText('Yale University (Nov 24, 2026)')).toBeInTheDocument();
    expect(within(sam).getByText(/Harvard University/)).toBeInTheDocument();
    expect(within(sam).getByText('None yet')).toBeInTheDocument();
    expect(within(sam).getByRole('button', { name: 'Evaluate Sam Sculler' })).toBeInTheDocument();

    expect(within(jo).getByText('No tests yet')).toBeInTheDocument();
    expect(within(jo).getByText('Not shared')).toBeInTheDocument();
    expect(within(jo).getByText('Withdrawn by the athlete')).toBeInTheDocument();
    expect(within(jo).queryByRole('button', { name: /Evaluat/ })).not.toBeInTheDocument();
  });

  it('removes an athlete after a confirmation', async () => {
    const { sent, user } = setup(OPEN, {
      roster: [ATHLETE],
      answers: { 'DELETE /api/club/roster/athlete-1': () => ({ status: 204 }) },
    });
    await screen.findByRole('table');
    await user.click(await screen.findByRole('button', { name: 'Remove Sam Sculler from the roster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Sam Sculler from your roster?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove from roster' }));
    expect(await screen.findByText('Sam Sculler is no longer on your roster.')).toBeInTheDocument();
    expect(sent).toEqual([{ route: 'DELETE /api/club/roster/athlete-1', body: null }]);
  });
});

describe('the evaluation form', { timeout: 20_000 }, () => {
  it('explains who reads it, asks for the three ratings and sends them as numbers', async () => {
    const { sent, user } = setup(OPEN, {
      roster: [ATHLETE],
      answers: { 'PUT /api/club/evaluations/athlete-1': () => ({ body: { updatedAt: '2026-11-22T10:00:00Z' } }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Evaluate Sam Sculler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Evaluate Sam Sculler' });
    expect(dialog).toHaveAccessibleDescription(EVALUATION_NOTE);

    await user.click(within(dialog).getByRole('button', { name: 'Save evaluation' }));
    expect(await within(dialog).findByText('Rate technique from 1 to 5')).toBeInTheDocument();
    expect(within(dialog).getByText('Rate fitness from 1 to 5')).toBeInTheDocument();
    expect(within(dialog).getByText('Rate coachability from 1 to 5')).toBeInTheDocument();
    const technique = within(dialog).getByRole('group', { name: 'Technique' });
    await waitFor(() => expect(within(technique).getByRole('radio', { name: '1' })).toHaveFocus());
    expect(sent).toHaveLength(0);

    await user.click(within(technique).getByRole('radio', { name: '4' }));
    await user.click(within(within(dialog).getByRole('group', { name: 'Fitness' })).getByRole('radio', { name: '5' }));
    await user.click(within(within(dialog).getByRole('group', { name: 'Coachability' })).getByRole('radio', { name: '3' }));
    await user.type(within(dialog).getByLabelText('Comments (optional)'), 'Strong catch, steady in the third 500.');
    await user.click(within(dialog).getByRole('button', { name: 'Save evaluation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        route: 'PUT /api/club/evaluations/athlete-1',
        body: { technique: 4, fitness: 5, coachability: 3, comments: 'Strong catch, steady in the third 500.' },
      },
    ]);
    expect(screen.getByText('Your evaluation of Sam Sculler is saved.')).toBeInTheDocument();
  });

  it('opens an existing evaluation filled in, shows the refusal for a withdrawn one, and deletes it', async () => {
    const draft: EvaluationDraft = {
      technique: 4,
      fitness: 3,
      coachability: 5,
      comments: 'Strong catch.',
      coachName: 'Pat Coach',
      updatedAt: '2026-11-01T10:00:00Z',
      withdrawn: false,
    };
    const { sent, user } = setup(OPEN, {
      roster: [{ ...ATHLETE, evaluation: { updatedAt: '2026-11-01T10:00:00Z', withdrawn: false } }],
      more: { 'GET /api/club/evaluations/athlete-1': { body: draft } },
      answers: {
        'PUT /api/club/evaluations/athlete-1': () => ({
          status: 409,
          body: { error: { code: 'evaluation_withdrawn', message: 'The athlete asked for this evaluation to be withdrawn.' } },
        }),
        'DELETE /api/club/evaluations/athlete-1': () => ({ status: 204 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Update evaluation Sam Sculler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Evaluate Sam Sculler' });
    expect(await within(dialog).findByText('Saving replaces the evaluation you wrote on Nov 1, 2026.')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('group', { name: 'Technique' })).getByRole('radio', { name: '4' })).toBeChecked();
    expect(within(within(dialog).getByRole('group', { name: 'Fitness' })).getByRole('radio', { name: '3' })).toBeChecked();
    expect(within(within(dialog).getByRole('group', { name: 'Coachability' })).getByRole('radio', { name: '5' })).toBeChecked();
    expect(within(dialog).getByLabelText('Comments (optional)')).toHaveValue('Strong catch.');
    for (const group of ['Technique', 'Fitness', 'Coachability']) {
      await user.click(within(within(dialog).getByRole('group', { name: group })).getByRole('radio', { name: '2' }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save evaluation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The athlete asked for this evaluation to be withdrawn.');

    await user.click(within(dialog).getByRole('button', { name: 'Delete evaluation' }));
    expect(await screen.findByText('Your evaluation of Sam Sculler is deleted.')).toBeInTheDocument();
    expect(sent.map((call) => call.route)).toEqual(['PUT /api/club/evaluations/athlete-1', 'DELETE /api/club/evaluations/athlete-1']);
  });
});
