import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openWorkspaceOverview } from '@test/board';
import { mockApi, renderApp, signedIn } from '@test/test-utils';
import { MESSAGE_EVENTS_URL } from './api';

// Each screen is a lazily loaded chunk; on a busy machine the first load can take a few seconds.
configure({ asyncUtilTimeout: 5000 });

/** The streams the page opened, by address. */
let opened: string[] = [];

class RecordingEventSource {
  constructor(url: string) {
    opened.push(url);
  }
  addEventListener() {
    // Nothing arrives in these tests: only which streams were opened matters.
  }
  close() {
    // Nothing to release.
  }
}

beforeEach(() => {
  opened = [];
  vi.stubGlobal('EventSource', RecordingEventSource);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const closedWorkspace = () => ({
  ...openWorkspaceOverview(),
  verification: { status: 'pending' as const, reason: null, decidedAt: null },
  program: null,
  workspace: {
    open: false,
    plan: null,
    trialEndsAt: null,
    limits: null,
    reasonCode: 'coach_unverified',
    reason: 'Athlete search and the recruiting board are for verified college coaches.',
  },
});

function renderCoach(overview: ReturnType<typeof openWorkspaceOverview>) {
  mockApi({
    'GET /api/auth/session': { body: signedIn('coach', 'pat.coach@example.edu') },
    'GET /api/profile': { body: { id: 'user-1', email: 'pat.coach@example.edu', userRole: 'coach' } },
    'GET /api/coach/overview': { body: overview },
    'GET /api/messages/unread': { body: { unread: 0 } },
  });
  renderApp('/coach');
}

describe('live message events', () => {
  it('are listened to by a coach whose recruiting workspace is open', async () => {
    renderCoach(openWorkspaceOverview());
    await waitFor(() => {
      expect(opened).toEqual([MESSAGE_EVENTS_URL]);
    });
  });

  it('are not asked for by a coach whose workspace is closed, which the server would refuse', async () => {
    renderCoach(closedWorkspace());
    expect(await screen.findByText(/for verified college coaches/)).toBeInTheDocument();
    expect(opened).toEqual([]);
  });
});
