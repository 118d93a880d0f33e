import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { openWorkspaceOverview } from '@test/board';
import { FakeEventSource, stubEventSource } from '@test/messages';
import { mockApi, renderApp, signedIn, signedOut, type MockAnswer } from '@test/test-utils';

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

beforeEach(() => {
  stubEventSource();
});

describe('messages in the navigation', () => {
  it('shows students the Messages link with the unread count, refreshed by the event stream', async () => {
    let unread = 2;
    mockApi({
      'GET /api/auth/session': { body: signedIn('student') },
      'GET /api/messages/unread': () => ({ body: { unread } }),
    });
    renderApp('/about');
    const link = await within(mainNav()).findByRole('link', { name: 'Messages, 2 unread' });
    expect(link).toHaveAttribute('href', '/messages');
    expect(FakeEventSource.open().url).toBe('/api/messages/events');

    unread = 3;
    FakeEventSource.open().emit('message', { conversationId: 'c1' });
    expect(await within(mainNav()).findByRole('link', { name: 'Messages, 3 unread' })).toBeInTheDocument();
    unread = 0;
    FakeEventSource.open().emit('read', { conversationId: 'c1' });
    expect(await within(mainNav()).findByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });

  it('gives parents neither the link nor an event stream', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('parent') },
      'GET /api/messages/unread': { body: { unread: 0 } },
    });
    renderApp('/about');
    await within(mainNav()).findByRole('link', { name: 'Family' });
    expect(within(mainNav()).queryByRole('link', { name: /^Messages/ })).not.toBeInTheDocument();
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('shows coaches the link, and closes the event stream on sign-out', async () => {
    document.cookie = 'rr_csrf=csrf-value; path=/';
    let signedInNow = true;
    mockApi({
      'GET /api/auth/session': () => ({ body: signedInNow ? signedIn('coach', 'pat@yale.edu') : signedOut }),
      'GET /api/messages/unread': { body: { unread: 1 } },
      'GET /api/coach/overview': { body: openWorkspaceOverview() },
      'POST /api/auth/logout': (): MockAnswer => {
        signedInNow = false;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderApp('/about');
    expect(await within(mainNav()).findByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument();
    // The stream opens once the coach's workspace is known to be open.
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.open();
    await user.click(within(mainNav()).getByRole('button', { name: 'Account menu for pat@yale.edu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(stream.closed).toBe(true));
    expect(FakeEventSource.instances.every((instance) => instance.closed)).toBe(true);
  });

  it('opens no event stream for a coach whose workspace is closed, which the server would refuse', async () => {
    const closed = openWorkspaceOverview();
    closed.verification = { status: 'pending', reason: null, decidedAt: null };
    closed.program = null;
    closed.workspace = {
      ...closed.workspace,
      open: false,
      plan: null,
      limits: null,
      reasonCode: 'coach_unverified',
      reason: 'Athlete search and the recruiting board are for verified college coaches.',
    };
    mockApi({
      'GET /api/auth/session': { body: signedIn('coach', 'pat@yale.edu') },
      'GET /api/messages/unread': { body: { unread: 0 } },
      'GET /api/profile': { body: { id: 'user-1', email: 'pat@yale.edu', userRole: 'coach' } },
      'GET /api/coach/overview': { body: closed },
    });
    renderApp('/coach');
    // The coach page shows the closed workspace, so the overview the stream waits on has arrived.
    expect(await screen.findByText(/are for verified college coaches/)).toBeInTheDocument();
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});
