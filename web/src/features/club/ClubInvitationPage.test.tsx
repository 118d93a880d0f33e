import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderApp, signedIn, signedOut, type MockAnswer } from '@test/test-utils';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  sessionStorage.clear();
});

function setup(session: unknown, accept: MockAnswer, route = '/club-invitation#token=tok-123') {
  const sent: unknown[] = [];
  mockApi({
    'GET /api/auth/session': { body: session },
    'POST /api/club/invitations/accept': (init) => {
      sent.push(JSON.parse(init?.body as string));
      return accept;
    },
  });
  renderApp(route);
  return { sent, user: userEvent.setup({ delay: null }) };
}

const refusal = (status: number, code: string, message = 'Refused.') => ({ status, body: { error: { code, message } } });

describe('club invitation link', { timeout: 20_000 }, () => {
  it('asks a signed-out visitor to sign in or create an account, and keeps the token for the way back', async () => {
    setup(signedOut, { body: {} });
    expect(await screen.findByRole('heading', { level: 1, name: 'Join your club team on RowRecruit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to accept' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    await waitFor(() => expect(sessionStorage.getItem('clubInvitationToken')).toBe('tok-123'));
  });

  it('comes back after signing in with the kept token and accepts it', async () => {
    sessionStorage.setItem('clubInvitationToken', 'tok-kept');
    const { sent, user } = setup(signedIn('student', 'sam@example.com'), { body: { clubId: 'club-1', clubName: 'Riverside Rowing Club', kind: 'athlete', waitingForParent: false } }, '/club-invitation');
    expect(await screen.findByText('sam@example.com', { selector: 'strong' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You joined Riverside Rowing Club' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(sent).toEqual([{ token: 'tok-kept' }]);
    expect(sessionStorage.getItem('clubInvitationToken')).toBeNull();
  });

  it('tells a minor awaiting a parent’s approval that joining waits for it', async () => {
    const { user } = setup(signedIn('student', 'tess@example.com'), {
      body: { clubId: 'club-1', clubName: 'Riverside Rowing Club', kind: 'athlete', waitingForParent: true },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('heading', { level: 1, name: "You accepted Riverside Rowing Club's invitation" })).toBeInTheDocument();
    expect(screen.getByText(/You join the roster once your parent or guardian approves your account/)).toBeInTheDocument();
    expect(screen.queryByText(/can now see your profile/)).not.toBeInTheDocument();
  });

  it('sends a coach who joined to the club page', async () => {
    const { user } = setup(signedIn('coach', 'lee@riverside.org'), { body: { clubId: 'club-1', clubName: 'Riverside Rowing Club', kind: 'coach', waitingForParent: false } });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('link', { name: 'Open your club page' })).toHaveAttribute('href', '/club');
    expect(screen.getByText(/An administrator checks your coaching role at this club/)).toBeInTheDocument();
  });

  it.each([
    [refusal(410, 'invitation_expired'), 'This invitation has expired. Ask your club coach to send you a new one.'],
    [refusal(409, 'invitation_used'), 'This invitation has already been used.'],
    [refusal(403, 'not_an_athlete'), 'This invitation is for an athlete. Sign in with the athlete account it was sent to.'],
    [refusal(403, 'not_a_coach'), 'This invitation is for a coach. Sign in with a coach account to join the club team.'],
    [refusal(409, 'already_in_club'), 'You already coach another club team. A coach belongs to one club team at a time.'],
    [refusal(409, 'has_program'), 'You recruit for a college program. Club teams are for club coaches.'],
    [refusal(404, 'not_found'), 'This invitation link is not valid. Check that you opened the whole link from the email.'],
    [
      refusal(403, 'plan_limit', "Your club's roster is full: the Coach Essential plan holds 10 athletes."),
      "Your club's roster is full: the Coach Essential plan holds 10 athletes.",
    ],
  ])('explains a refusal in plain words (%#)', async (answer, text) => {
    const { user } = setup(signedIn('parent', 'pat@example.com'), answer);
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('says when the link has no token', async () => {
    setup(signedIn('student'), { body: {} }, '/club-invitation');
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation link is incomplete' })).toBeInTheDocument();
  });
});
