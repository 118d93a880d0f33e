import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, signedIn, type MockAnswer, type MockRoutes } from '@test/test-utils';
import type { ClubCollegeThread, ClubRecommendation } from '@/lib/clubCollege';
import type { ClubOverview, RosterAthlete } from './api';

// Each screen is a lazily loaded chunk; on a busy machine the first load can take a few seconds.
configure({ asyncUtilTimeout: 5000 });

const OPEN: ClubOverview = {
  verification: { status: 'verified', reason: null },
  club: {
    id: 'club-1',
    name: 'Riverside Rowing Club',
    createdAt: '2026-09-01T10:00:00Z',
    plan: { id: 'coach-premium', name: 'Coach Premium', trialEndsAt: null },
    limits: { roster: 25, coaches: 1 },
    rosterCount: 1,
    coaches: [{ id: 'user-1', fullName: 'Pat Coach', email: 'pat@riverside.org', status: 'verified' }],
  },
  workspace: { open: true, reason: null },
  hasProgram: false,
};

const ATHLETE: RosterAthlete = {
  id: 'athlete-1',
  fullName: 'Sam Sculler',
  gradYear: 2027,
  joinedAt: '2026-09-10T10:00:00Z',
  completeness: 72,
  latestTests: [],
  sharesActivity: false,
  activity: null,
  evaluation: null,
};

const THREAD: ClubCollegeThread = {
  conversation: {
    id: 'cc-1',
    club: { id: 'club-1', name: 'Riverside Rowing Club' },
    program: { schoolId: 'yale-university', name: 'Yale University' },
    athlete: { id: 'athlete-1', fullName: 'Sam Sculler' },
    startedAt: '2026-11-20T10:00:00Z',
    lastMessageAt: '2026-11-21T10:00:00Z',
  },
  messages: [
    { id: 'm-1', side: 'club', senderName: 'Pat Coach, Riverside Rowing Club', body: 'Sam pulled 6:58.', sentAt: '2026-11-20T10:00:00Z', mine: true },
    { id: 'm-2', side: 'college', senderName: 'Jo Hart, Assistant Coach, Yale University', body: 'We will watch the Head race.', sentAt: '2026-11-21T10:00:00Z', mine: false },
  ],
  mayWrite: true,
  refusal: null,
};

const RECOMMENDATION: ClubRecommendation = {
  id: 'rec-1',
  clubName: 'Riverside Rowing Club',
  schoolId: 'yale-university',
  programName: 'Yale University',
  athleteId: 'athlete-1',
  athleteName: 'Sam Sculler',
  coachName: 'Pat Coach',
  recommendedBy: 'Recommended by Pat Coach, Riverside Rowing Club',
  note: 'Strong catch.',
  projectedLevel: 'Division I varsity',
  results: [],
  status: 'waiting',
  createdAt: '2026-11-22T10:00:00Z',
  decidedAt: null,
};

function setup(answers: Record<string, (body: unknown) => MockAnswer>, more: MockRoutes = {}) {
  const sent: { route: string; body: unknown }[] = [];
  const routes: MockRoutes = {
    'GET /api/auth/session': { body: signedIn('coach', 'pat@riverside.org') },
    'GET /api/profile': { body: { id: 'user-1', email: 'pat@riverside.org', userRole: 'coach' } },
    'GET /api/club': { body: OPEN },
    'GET /api/club/invitations': { body: [] },
    'GET /api/club/roster': { body: [ATHLETE] },
    'GET /api/club/attestations': { body: [] },
    'GET /api/club-college/programs': { body: [{ schoolId: 'yale-university', name: 'Yale University' }] },
    'GET /api/club-college/conversations': { body: [] },
    'GET /api/club-college/recommendations': { body: [] },
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

const refusal = (status: number, code: string, message: string): MockAnswer => ({ status, body: { error: { code, message } } });

describe('the club and college programs', { timeout: 20_000 }, () => {
  it('writes to a college coach about an athlete, checking the form and showing the server’s refusal in its words', async () => {
    let refuse = true;
    const { sent, user } = setup({
      'POST /api/club-college/conversations': () => {
        if (refuse) {
          refuse = false;
          return refusal(
            403,
            'parent_paused_coach_contact',
            "This athlete's parent has turned coach communications off: coaches cannot write about them until the parent turns them back on.",
          );
        }
        return { status: 201, body: THREAD };
      },
    });
    // The first screen's chunk loads slowly on a busy machine.
    await user.click(await screen.findByRole('button', { name: 'Write to a college coach about Sam Sculler' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Write to a college coach about Sam Sculler' });
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(within(dialog).getByText('Choose the program to write to.')).toBeInTheDocument();
    expect(within(dialog).getByText('Write a message first.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.selectOptions(await within(dialog).findByLabelText('College program'), 'yale-university');
    await user.type(within(dialog).getByLabelText('Message'), 'Sam pulled 6:58.');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByText(/parent has turned coach communications off/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message about Sam Sculler is with the coaches of Yale University.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.map((s) => s.body)).toEqual([
      { athleteId: 'athlete-1', schoolId: 'yale-university', body: 'Sam pulled 6:58.' },
      { athleteId: 'athlete-1', schoolId: 'yale-university', body: 'Sam pulled 6:58.' },
    ]);
  });

  it('recommends an athlete, showing a plan refusal that names the plan', async () => {
    let refuse = true;
    const { sent, user } = setup({
      'POST /api/club-college/recommendations': () => {
        if (refuse) {
          refuse = false;
          return refusal(403, 'plan_limit', 'Recommending athletes to college programs comes with Coach Premium and Club Pro. Your club is on Coach Essential.');
        }
        return { status: 201, body: RECOMMENDATION };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Recommend Sam Sculler' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Recommend Sam Sculler' });
    await user.click(within(dialog).getByRole('button', { name: 'Send recommendation' }));
    expect(within(dialog).getByText('Write a short note about the athlete.')).toBeInTheDocument();
    expect(within(dialog).getByText('Say what level you project the athlete at.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.selectOptions(await within(dialog).findByLabelText('College program'), 'yale-university');
    await user.type(within(dialog).getByLabelText('Note'), 'Strong catch.');
    await user.type(within(dialog).getByLabelText('Projected level'), 'Division I varsity');
    await user.click(within(dialog).getByRole('button', { name: 'Send recommendation' }));
    expect(await within(dialog).findByText(/Your club is on Coach Essential\./)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send recommendation' }));
    expect(await screen.findByText('Your recommendation of Sam Sculler to Yale University waits for Sam Sculler to agree.')).toBeInTheDocument();
    expect(sent[1]?.body).toEqual({ athleteId: 'athlete-1', schoolId: 'yale-university', note: 'Strong catch.', projectedLevel: 'Division I varsity' });
  });

  it('lists the college conversations, opens one and replies', async () => {
    const { sent, user } = setup(
      { 'POST /api/club-college/conversations/cc-1/messages': () => ({ status: 201, body: THREAD.messages[0] }) },
      {
        'GET /api/club-college/conversations': { body: [THREAD.conversation] },
        'GET /api/club-college/conversations/cc-1': { body: THREAD },
        'GET /api/club-college/recommendations': { body: [{ ...RECOMMENDATION, status: 'agreed' }] },
      },
    );
    const recommendations = within(await screen.findByRole('region', { name: 'Recommendations' }, { timeout: 15_000 }));
    expect(await recommendations.findByText('Agreed: the program sees it')).toBeInTheDocument();
    const section = within(screen.getByRole('region', { name: 'College conversations' }));
    await user.click(await section.findByRole('button', { name: /Sam Sculler/ }));
    expect(await section.findByText('We will watch the Head race.')).toBeInTheDocument();
    expect(section.getByText('Jo Hart, Assistant Coach, Yale University')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Send reply' }));
    expect(section.getByRole('alert')).toHaveTextContent('Write a message first.');
    await user.type(section.getByLabelText('Reply'), 'Thanks!');
    await user.click(section.getByRole('button', { name: 'Send reply' }));
    await screen.findByRole('button', { name: 'Send reply' });
    expect(sent.map((s) => s.body)).toEqual([{ body: 'Thanks!' }]);
  });
});

describe('the athlete’s answer on the club card', { timeout: 20_000 }, () => {
  it('shows a recommendation with its note and verified results, and agrees to it', async () => {
    const sent: unknown[] = [];
    let recommendation: ClubRecommendation = {
      ...RECOMMENDATION,
      results: [{ piece: '2k', time: '7:05.0', meters: null, date: '2026-09-01', verifiedBy: 'Riverside Rowing Club' }],
    };
    mockApi({
      'GET /api/auth/session': { body: signedIn('student', 'sam@example.com') },
      'GET /api/dashboard': {
        body: {
          savedSchools: 0,
          profileViews: 0,
          messages: 0,
          completeness: { percent: 42, missing: [] },
          performance: { latestTest: null, best2k: null, seasonChange2k: null },
        },
      },
      'GET /api/messages/unread': { body: { unread: 0 } },
      'GET /api/club/me': {
        body: {
          invitations: [],
          clubs: [{ clubId: 'club-1', clubName: 'Riverside Rowing Club', joinedAt: '2026-11-22T10:00:00Z', sharesActivity: false, waitingForParent: false }],
          evaluations: [],
          attestations: [],
        },
      },
      'GET /api/club-college/mine': () => ({
        body: {
          recommendations: [recommendation],
          conversations: [{ id: 'cc-1', clubName: 'Riverside Rowing Club', programName: 'Bates College', startedAt: '2026-11-20T10:00:00Z' }],
        },
      }),
      'POST /api/club-college/recommendations/rec-1/agree': (init) => {
        sent.push(init?.body);
        recommendation = { ...recommendation, status: 'agreed', decidedAt: '2026-11-23T10:00:00Z' };
        return { body: recommendation };
      },
    });
    renderApp('/dashboard');
    const card = within(await screen.findByRole('article', { name: 'Club' }, { timeout: 15_000 }));
    expect(await card.findByText('Pat Coach of Riverside Rowing Club recommends you to Yale University')).toBeInTheDocument();
    expect(card.getByText('Strong catch.')).toBeInTheDocument();
    expect(card.getByRole('list', { name: 'Club-verified results' })).toHaveTextContent('2k 7:05.0');
    expect(card.getByText(/Bates College/)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(card.getByRole('button', { name: 'Agree to the recommendation to Yale University' }));
    expect(await card.findByText('You agreed: Yale University now sees the recommendation.')).toBeInTheDocument();
    expect(await card.findByText('You agreed: the program sees it')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /^Agree/ })).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });
});
