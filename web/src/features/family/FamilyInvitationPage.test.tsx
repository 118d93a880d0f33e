import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { overview, refusal } from '@test/family';
import { mockApi, renderApp, signedIn, signedOut, type MockAnswer } from '@test/test-utils';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  sessionStorage.clear();
});

function setup(session: unknown, accept: MockAnswer, route = '/family-invitation#token=tok-123') {
  const sent: unknown[] = [];
  mockApi({
    'GET /api/auth/session': { body: session },
    'GET /api/family': { body: overview() },
    'POST /api/family/invitations/accept': (init) => {
      sent.push(JSON.parse(init?.body as string));
      return accept;
    },
  });
  renderApp(route);
  return { sent, user: userEvent.setup({ delay: null }) };
}

describe('the family invitation link', { timeout: 20_000 }, () => {
  it('asks a signed-out visitor to sign in or create a parent account, and keeps the token for the way back', async () => {
    setup(signedOut, { body: {} });
    expect(await screen.findByRole('heading', { level: 1, name: "Follow your child's recruiting on RowRecruit" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to accept' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create a parent account' })).toHaveAttribute('href', '/register?role=parent');
    await waitFor(() => expect(sessionStorage.getItem('familyInvitationToken')).toBe('tok-123'));
    // The token leaves the address bar.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/family-invitation$/);
  });

  it('comes back after signing in with the kept token and accepts it', async () => {
    sessionStorage.setItem('familyInvitationToken', 'tok-kept');
    const { sent, user } = setup(signedIn('parent', 'pat@example.com'), { body: { childId: 'child-1', childName: 'Sam Rower' } }, '/family-invitation');
    expect(await screen.findByText('pat@example.com', { selector: 'strong' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You now follow Sam Rower' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Open Sam Rower's recruiting" })).toHaveAttribute('href', '/family/children/child-1');
    expect(sent).toEqual([{ token: 'tok-kept' }]);
    expect(sessionStorage.getItem('familyInvitationToken')).toBeNull();
  });

  it('tells an athlete that a parent account is needed', async () => {
    setup(signedIn('student', 'sam@example.com'), { body: {} });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in with a parent account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it.each([
    [refusal(410, 'invitation_expired'), 'This invitation has expired. Ask your child to send you a new one from their dashboard.'],
    [refusal(409, 'invitation_used'), 'This invitation has already been used.'],
    [refusal(403, 'not_a_parent'), 'This invitation is for a parent account. Sign in with your parent account, or create one, to accept it.'],
    [refusal(409, 'parents_full', 'An athlete can have at most two parents linked.'), 'An athlete can have at most two parents linked, and your child already has two.'],
    [
      refusal(403, 'plan_limit', 'Your Family Basic plan follows 1 athlete. Family Plus follows up to 3 and Family Premier has no limit.'),
      'Your Family Basic plan follows 1 athlete. Family Plus follows up to 3 and Family Premier has no limit.',
    ],
    [refusal(404, 'not_found'), 'This invitation link is not valid. Check that you opened the whole link from the email.'],
  ])('explains a refusal in plain words (%#)', async (answer, text) => {
    const { user } = setup(signedIn('parent', 'pat@example.com'), answer);
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('says when the link has no token', async () => {
    setup(signedIn('parent'), { body: {} }, '/family-invitation');
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation link is incomplete' })).toBeInTheDocument();
  });
});
