import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, signedIn, type MockAnswer, type MockRoutes } from '@test/test-utils';
import type { ClubMe } from './api';
import { requestFor } from './ResultVerification';
import { SHARE_LABEL } from './rules';

configure({ asyncUtilTimeout: 5000 });

const EMPTY: ClubMe = { invitations: [], clubs: [], evaluations: [], attestations: [] };

const FIGURES = {
  savedSchools: 0,
  profileViews: 0,
  messages: 0,
  completeness: { percent: 42, missing: [] },
  performance: { latestTest: null, best2k: null, seasonChange2k: null },
};

interface Sent {
  route: string;
  body: unknown;
}

function setup(route: string, me: ClubMe | (() => ClubMe), extra: MockRoutes = {}, answers: Record<string, (body: unknown) => MockAnswer> = {}) {
  const sent: Sent[] = [];
  const routes: MockRoutes = {
    'GET /api/auth/session': { body: signedIn('student', 'sam@example.com') },
    'GET /api/dashboard': { body: FIGURES },
    'GET /api/messages/unread': { body: { unread: 0 } },
    'GET /api/club/me': typeof me === 'function' ? () => ({ body: me() }) : { body: me },
    ...extra,
  };
  for (const [key, answer] of Object.entries(answers)) {
    routes[key] = (init) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
      sent.push({ route: key, body });
      return answer(body);
    };
  }
  mockApi(routes);
  renderApp(route);
  return { sent, user: userEvent.setup({ delay: null }) };
}

async function clubCard() {
  return within(await screen.findByRole('article', { name: 'Club' }));
}

describe('the dashboard’s club card', { timeout: 20_000 }, () => {
  it('invites an athlete without a club to wait for their coach’s invitation', async () => {
    setup('/dashboard', EMPTY);
    const card = await clubCard();
    expect(await card.findByText(/when your club coach invites you, the invitation shows here/)).toBeInTheDocument();
  });

  it('accepts and declines invitations', async () => {
    let me: ClubMe = {
      ...EMPTY,
      invitations: [
        { id: 'inv-1', clubName: 'Riverside Rowing Club', invitedBy: 'Pat Coach', expiresAt: '2026-12-04T10:00:00Z' },
        { id: 'inv-2', clubName: 'Lakeside Crew', invitedBy: null, expiresAt: '2026-12-05T10:00:00Z' },
      ],
    };
    const { sent, user } = setup('/dashboard', () => me, {}, {
      'POST /api/club/invitations/inv-1/accept': () => {
        me = { ...me, invitations: me.invitations.slice(1), clubs: [{ clubId: 'club-1', clubName: 'Riverside Rowing Club', joinedAt: '2026-11-22T10:00:00Z', sharesActivity: false, waitingForParent: false }] };
        return { body: { clubId: 'club-1', clubName: 'Riverside Rowing Club', kind: 'athlete', waitingForParent: false } };
      },
      'POST /api/club/invitations/inv-2/decline': () => {
        me = { ...me, invitations: [] };
        return { status: 204 };
      },
    });
    const card = await clubCard();
    expect(await card.findByText(/invited you to their roster \(from Pat Coach\)/)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Accept the invitation from Riverside Rowing Club' }));
    expect(await card.findByRole('status')).toHaveTextContent('You joined Riverside Rowing Club.');
    expect(await card.findByRole('switch', { name: SHARE_LABEL })).not.toBeChecked();

    await user.click(card.getByRole('button', { name: 'Decline the invitation from Lakeside Crew' }));
    expect(await card.findByText('You declined the invitation from Lakeside Crew.')).toBeInTheDocument();
    expect(sent.map((call) => call.route)).toEqual(['POST /api/club/invitations/inv-1/accept', 'POST /api/club/invitations/inv-2/decline']);
  });

  it('tells a minor awaiting a parent’s approval that the membership waits for it', async () => {
    let me: ClubMe = {
      ...EMPTY,
      invitations: [{ id: 'inv-1', clubName: 'Riverside Rowing Club', invitedBy: null, expiresAt: '2026-12-04T10:00:00Z' }],
    };
    const { user } = setup('/dashboard', () => me, {}, {
      'POST /api/club/invitations/inv-1/accept': () => {
        me = { ...me, invitations: [], clubs: [{ clubId: 'club-1', clubName: 'Riverside Rowing Club', joinedAt: '2026-11-22T10:00:00Z', sharesActivity: false, waitingForParent: true }] };
        return { body: { clubId: 'club-1', clubName: 'Riverside Rowing Club', kind: 'athlete', waitingForParent: true } };
      },
    });
    const card = await clubCard();
    await user.click(await card.findByRole('button', { name: 'Accept the invitation from Riverside Rowing Club' }));
    expect(await card.findByRole('status')).toHaveTextContent(
      "You accepted Riverside Rowing Club's invitation. You join the roster once your parent or guardian approves your account.",
    );
    expect(await card.findByText(/· accepted/)).toBeInTheDocument();
    expect(card.getAllByText(/Your club coach sees you then/)).toHaveLength(2);
  });

  it('explains why an invitation could not be accepted', async () => {
    const { user } = setup('/dashboard', { ...EMPTY, invitations: [{ id: 'inv-1', clubName: 'Riverside Rowing Club', invitedBy: null, expiresAt: '2026-12-04T10:00:00Z' }] }, {}, {
      'POST /api/club/invitations/inv-1/accept': () => ({ status: 410, body: { error: { code: 'invitation_expired', message: 'Gone.' } } }),
    });
    const card = await clubCard();
    await user.click(await card.findByRole('button', { name: 'Accept the invitation from Riverside Rowing Club' }));
    expect(await card.findByRole('alert')).toHaveTextContent('This invitation has expired. Ask your club coach to send you a new one.');
  });

  it('shares activity with the switch and leaves a club after a confirmation', async () => {
    let me: ClubMe = { ...EMPTY, clubs: [{ clubId: 'club-1', clubName: 'Riverside Rowing Club', joinedAt: '2026-09-10T10:00:00Z', sharesActivity: false, waitingForParent: false }] };
    const { sent, user } = setup('/dashboard', () => me, {}, {
      'PUT /api/club/memberships/club-1/sharing': (body) => {
        me = { ...me, clubs: me.clubs.map((club) => ({ ...club, sharesActivity: (body as { sharesActivity: boolean }).sharesActivity })) };
        return { status: 204 };
      },
      'DELETE /api/club/memberships/club-1': () => {
        me = EMPTY;
        return { status: 204 };
      },
    });
    const card = await clubCard();
    const share = await card.findByRole('switch', { name: SHARE_LABEL });
    await user.click(share);
    await waitFor(() => expect(card.getByRole('switch', { name: SHARE_LABEL })).toBeChecked());
    expect(sent[0]).toEqual({ route: 'PUT /api/club/memberships/club-1/sharing', body: { sharesActivity: true } });

    await user.click(card.getByRole('button', { name: 'Leave Riverside Rowing Club' }));
    const confirm = card.getByRole('group', { name: 'Leave Riverside Rowing Club?' });
    await user.click(within(confirm).getByRole('button', { name: 'Leave' }));
    expect(await card.findByText('You left Riverside Rowing Club.')).toBeInTheDocument();
    expect(sent[1]?.route).toBe('DELETE /api/club/memberships/club-1');
  });

  it('asks to withdraw an evaluation only after a confirmation', async () => {
    let me: ClubMe = { ...EMPTY, evaluations: [{ id: 'ev-1', clubName: 'Riverside Rowing Club', writtenAt: '2026-11-01T10:00:00Z', withdrawn: false }] };
    const { sent, user } = setup('/dashboard', () => me, {}, {
      'POST /api/club/evaluations/ev-1/withdraw': () => {
        me = { ...me, evaluations: me.evaluations.map((e) => ({ ...e, withdrawn: true })) };
        return { status: 204 };
      },
    });
    const card = await clubCard();
    expect(await card.findByText(/coach wrote an evaluation on Nov 1, 2026/)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: "Ask to withdraw Riverside Rowing Club's evaluation" }));
    expect(sent).toHaveLength(0);
    const confirm = card.getByRole('group', { name: "Withdraw Riverside Rowing Club's evaluation?" });
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(sent).toHaveLength(0);

    await user.click(card.getByRole('button', { name: "Ask to withdraw Riverside Rowing Club's evaluation" }));
    await user.click(within(card.getByRole('group', { name: /Withdraw/ })).getByRole('button', { name: 'Withdraw' }));
    expect(await card.findByText('Withdrawn: college coaches no longer see it.')).toBeInTheDocument();
    expect(sent).toEqual([{ route: 'POST /api/club/evaluations/ev-1/withdraw', body: {} }]);
  });

  it('is not shown to a parent, whose dashboard is the family portal', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('parent') },
      'GET /api/dashboard': { body: FIGURES },
      'GET /api/club/me': { body: EMPTY },
      'GET /api/family': { body: { plan: { id: null, name: 'Family Basic', childrenLimit: 1 }, digest: true, children: [] } },
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Family' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Club' })).not.toBeInTheDocument();
  });
});

const ATTESTED = { clubName: 'Riverside Rowing Club', coachName: 'Pat Coach', attestedOn: '2026-10-03', codeChecked: true };

const ergTest = (id: string, date: string, attestation: typeof ATTESTED | null = null) => ({
  id,
  piece: '2k',
  time: '6:58.4',
  meters: null,
  tenths: 4184,
  date,
  strokeRate: 30,
  split: '1:44.6',
  notes: null,
  verificationCode: null,
  verificationCodeProvided: false,
  createdAt: `${date}T10:00:00.000Z`,
  attestation,
});

const LOG = {
  ergTests: [ergTest('t-4', '2026-11-01'), ergTest('t-3', '2026-10-01', ATTESTED), ergTest('t-2', '2026-09-01'), ergTest('t-1', '2026-08-01')],
  races: [
    {
      id: 'r-1',
      regatta: 'Head of the Charles',
      date: '2026-10-18',
      event: "Women's Youth 8+",
      boatClass: '8+',
      seat: '7',
      place: 3,
      time: '16:02.5',
      resultsUrl: null,
      createdAt: '2026-10-19T10:00:00.000Z',
      attestation: null,
    },
  ],
};

const ON_ROSTER: ClubMe = {
  ...EMPTY,
  clubs: [{ clubId: 'club-1', clubName: 'Riverside Rowing Club', joinedAt: '2026-09-10T10:00:00Z', sharesActivity: false, waitingForParent: false }],
  attestations: [
    { id: 'a-1', kind: 'erg', resultId: 't-2', clubName: 'Riverside Rowing Club', status: 'requested', reason: null, requestedAt: '2026-11-02T10:00:00Z' },
    { id: 'a-2', kind: 'erg', resultId: 't-1', clubName: 'Riverside Rowing Club', status: 'declined', reason: 'The monitor showed 7:05.0', requestedAt: '2026-11-01T10:00:00Z' },
  ],
};

function items(name: string) {
  return within(screen.getByRole('list', { name })).getAllByRole('listitem');
}

describe('verification in the performance log', { timeout: 20_000 }, () => {
  it('shows the badge, a pending request, a declined one with its reason, and asks for the others', async () => {
    let me = ON_ROSTER;
    const { sent, user } = setup('/performance', () => me, { 'GET /api/performance': { body: LOG } }, {
      'POST /api/club/attestations': () => {
        const request = { id: 'a-3', kind: 'erg' as const, resultId: 't-4', clubName: 'Riverside Rowing Club', status: 'requested' as const, reason: null, requestedAt: '2026-11-22T10:00:00Z' };
        me = { ...me, attestations: [...me.attestations, request] };
        return { status: 201, body: request };
      },
    });
    await screen.findByRole('list', { name: 'Erg tests' });
    const [latest, attested, requested, declined] = items('Erg tests');
    if (!latest || !attested || !requested || !declined) throw new Error('four tests expected');
    expect(within(attested).getByText('Verified by Riverside Rowing Club coach · Oct 3, 2026')).toBeInTheDocument();
    expect(within(attested).queryByRole('button', { name: /Ask my club coach/ })).not.toBeInTheDocument();
    expect(await within(requested).findByText('Verification requested')).toBeInTheDocument();
    expect(within(declined).getByText('Declined: The monitor showed 7:05.0')).toBeInTheDocument();
    const [race] = items('Race results');
    if (!race) throw new Error('a race expected');
    expect(within(race).getByRole('button', { name: 'Ask my club coach to verify the Head of the Charles result' })).toBeInTheDocument();

    await user.click(within(latest).getByRole('button', { name: 'Ask my club coach to verify the 2k test of Nov 1, 2026' }));
    expect(await within(latest).findByText('Verification requested')).toBeInTheDocument();
    expect(sent).toEqual([{ route: 'POST /api/club/attestations', body: { clubId: 'club-1', ergTestId: 't-4' } }]);
  });

  it('lets an athlete on several rosters choose the club', async () => {
    const me: ClubMe = {
      ...EMPTY,
      clubs: [
        { clubId: 'club-1', clubName: 'Riverside Rowing Club', joinedAt: '2026-09-10T10:00:00Z', sharesActivity: false, waitingForParent: false },
        { clubId: 'club-2', clubName: 'Lakeside Crew', joinedAt: '2026-09-12T10:00:00Z', sharesActivity: false, waitingForParent: false },
      ],
    };
    const { sent, user } = setup('/performance', me, { 'GET /api/performance': { body: { ergTests: [], races: LOG.races } } }, {
      'POST /api/club/attestations': () => ({ status: 409, body: { error: { code: 'already_requested', message: 'You already asked for this result to be verified.' } } }),
    });
    await user.click(await screen.findByRole('button', { name: /Ask my club coach to verify/ }));
    const form = screen.getByRole('form', { name: 'Ask a club coach to verify the Head of the Charles result' });
    await user.selectOptions(within(form).getByLabelText('Club'), 'Lakeside Crew');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You already asked for this result to be verified.');
    expect(sent).toEqual([{ route: 'POST /api/club/attestations', body: { clubId: 'club-2', raceResultId: 'r-1' } }]);
  });

  it.each([
    ['on no roster', EMPTY],
    [
      'whose membership waits for a parent’s approval',
      { ...EMPTY, clubs: [{ clubId: 'club-1', clubName: 'Riverside Rowing Club', joinedAt: '2026-09-10T10:00:00Z', sharesActivity: false, waitingForParent: true }] },
    ],
  ])('offers nothing to an athlete %s', async (_, me) => {
    setup('/performance', me, { 'GET /api/performance': { body: LOG } });
    await screen.findByRole('list', { name: 'Erg tests' });
    await screen.findByText('Verified by Riverside Rowing Club coach · Oct 3, 2026');
    expect(screen.queryByRole('button', { name: /Ask my club coach/ })).not.toBeInTheDocument();
  });
});

describe('requestFor', () => {
  it('prefers a pending request over an older declined one', () => {
    const base = { kind: 'erg' as const, resultId: 't-1', clubName: 'X', reason: null };
    const declined = { ...base, id: 'a', status: 'declined' as const, requestedAt: '2026-11-03T10:00:00Z' };
    const pending = { ...base, id: 'b', status: 'requested' as const, requestedAt: '2026-11-01T10:00:00Z' };
    expect(requestFor([declined, pending], 'erg', 't-1')).toBe(pending);
    expect(requestFor([declined], 'race', 't-1')).toBeNull();
  });
});
