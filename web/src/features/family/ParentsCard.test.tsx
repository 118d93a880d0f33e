import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { invitation, linkedParent, refusal } from '@test/family';
import { mockApi, renderApp, signedIn, type MockRoutes } from '@test/test-utils';

configure({ asyncUtilTimeout: 5000 });

const FIGURES = {
  savedSchools: 0,
  profileViews: 0,
  messages: 0,
  completeness: { percent: 10, missing: [] },
  performance: { latestTest: null, best2k: null, seasonChange2k: null },
};

function setup(routes: MockRoutes) {
  const fetchMock = mockApi({
    'GET /api/auth/session': { body: signedIn('student', 'sam@example.com') },
    'GET /api/dashboard': { body: FIGURES },
    'GET /api/club/me': { body: { invitations: [], clubs: [], evaluations: [], attestations: [] } },
    'GET /api/family/invitations': { body: [] },
    ...routes,
  });
  renderApp('/dashboard');
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

const card = () => screen.findByRole('article', { name: 'Parents' });

describe("the athlete's Parents card", { timeout: 20_000 }, () => {
  it('lists the linked parents and invites another by email, with the relation', async () => {
    const sent: unknown[] = [];
    let invitations: unknown[] = [];
    const { user } = setup({
      'GET /api/family/parents': { body: [linkedParent()] },
      'GET /api/family/invitations': () => ({ body: invitations }),
      'POST /api/family/invitations': (init) => {
        sent.push(JSON.parse(init?.body as string));
        invitations = [invitation({ relation: 'guardian' })];
        return { status: 201, body: { id: 'inv-1', email: 'lee@example.com', expiresAt: '2026-12-09T12:00:00Z' } };
      },
    });
    const parents = await card();
    expect(await within(parents).findByText('Pat Rower', { selector: 'strong' })).toBeInTheDocument();
    expect(within(parents).getByText(/Parent · linked Sep 1, 2026/)).toBeInTheDocument();

    await user.click(within(parents).getByRole('button', { name: 'Send invitation' }));
    // The form's validation settles after the click's event, so the message is awaited.
    expect(await within(parents).findByText('Enter your parent’s email address')).toBeInTheDocument();

    await user.type(within(parents).getByLabelText("Parent's email address"), 'lee@example.com');
    await user.click(within(parents).getByRole('radio', { name: 'Guardian' }));
    await user.click(within(parents).getByRole('button', { name: 'Send invitation' }));
    expect(await within(parents).findByText('Invitation sent to lee@example.com. The link works until Dec 9, 2026.')).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'lee@example.com', relation: 'guardian' }]);
    expect(await within(parents).findByRole('list', { name: 'Pending invitations' })).toHaveTextContent(
      'lee@example.com · Guardian · sent Nov 25, 2026 · expires Dec 9, 2026',
    );
  });

  it('says when two parents are already linked', async () => {
    const { user } = setup({
      'GET /api/family/parents': { body: [] },
      'POST /api/family/invitations': refusal(409, 'parents_full', 'An athlete can have at most two parents linked.'),
    });
    const parents = await card();
    await user.type(await within(parents).findByLabelText("Parent's email address"), 'lee@example.com');
    await user.click(within(parents).getByRole('button', { name: 'Send invitation' }));
    expect(await within(parents).findByText('An athlete can have at most two parents linked.')).toBeInTheDocument();
  });

  it('revokes a pending invitation', async () => {
    let invitations: unknown[] = [invitation()];
    const { user, fetchMock } = setup({
      'GET /api/family/parents': { body: [] },
      'GET /api/family/invitations': () => ({ body: invitations }),
      'DELETE /api/family/invitations/inv-1': () => {
        invitations = [];
        return { status: 204 };
      },
    });
    const parents = await card();
    await user.click(await within(parents).findByRole('button', { name: 'Revoke the invitation to lee@example.com' }));
    expect(await within(parents).findByText('The invitation to lee@example.com was revoked.')).toBeInTheDocument();
    await waitFor(() => expect(within(parents).queryByRole('list', { name: 'Pending invitations' })).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/family/invitations/inv-1' && init?.method === 'DELETE')).toBe(true);
  });

  it('asks an athlete who turned 18 to keep or remove their parent, and keeps them', async () => {
    let decisionNeeded = true;
    const { user } = setup({
      'GET /api/family/parents': () => ({ body: [linkedParent({ decisionNeeded })] }),
      'POST /api/family/parents/parent-1/keep': () => {
        decisionNeeded = false;
        return { status: 204 };
      },
    });
    const parents = await card();
    const decision = await within(parents).findByRole('group', { name: 'Decide whether Pat Rower keeps seeing your recruiting' });
    expect(within(decision).getByText(/decide whether Pat Rower keeps seeing your recruiting/)).toBeInTheDocument();
    await user.click(within(decision).getByRole('button', { name: 'Keep Pat Rower' }));
    expect(await within(parents).findByText('Pat Rower keeps seeing your recruiting. You can remove them at any time.')).toBeInTheDocument();
    await waitFor(() => expect(within(parents).queryByRole('group', { name: /Decide whether/ })).not.toBeInTheDocument());
  });

  it('removes a parent at 18 after a confirmation', async () => {
    let linked = [linkedParent({ decisionNeeded: true })];
    const { user } = setup({
      'GET /api/family/parents': () => ({ body: linked }),
      'DELETE /api/family/parents/parent-1': () => {
        linked = [];
        return { status: 204 };
      },
    });
    const parents = await card();
    await user.click(await within(parents).findByRole('button', { name: 'Remove Pat Rower' }));
    const confirm = within(parents).getByRole('group', { name: 'Remove Pat Rower?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await within(parents).findByText('Pat Rower no longer sees your recruiting.')).toBeInTheDocument();
    expect(await within(parents).findByText('No parent is linked yet. Invite one below.')).toBeInTheDocument();
  });

  it('explains that a minor keeps the parent who gave consent', async () => {
    const { user } = setup({
      'GET /api/family/parents': { body: [linkedParent()] },
      'DELETE /api/family/parents/parent-1': refusal(403, 'minor_needs_parent', 'Refused.'),
    });
    const parents = await card();
    expect(await within(parents).findByText(/gave consent/)).toBeInTheDocument();
    await user.click(await within(parents).findByRole('button', { name: 'Remove Pat Rower' }));
    await user.click(within(parents).getByRole('button', { name: 'Remove' }));
    expect(await within(parents).findByRole('alert')).toHaveTextContent(
      'While you are under 18, the parent who gave consent, and any parent they gave full rights to, stay linked to your account.',
    );
  });
});
