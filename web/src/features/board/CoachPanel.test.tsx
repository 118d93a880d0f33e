import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { athleteProfile, boardCard, openWorkspaceOverview } from '@test/board';
import { mockApi, renderApp, signedIn, type MockRoutes } from '@test/test-utils';

configure({ asyncUtilTimeout: 5000 });

/** The server's answer while the athlete is not on the board. */
const notOnBoard = { body: null };

function renderAthlete(routes: MockRoutes) {
  const fetchMock = mockApi({
    'GET /api/auth/session': { body: signedIn('coach', 'pat.coach@yale.edu') },
    'GET /api/athletes/user-1': { body: athleteProfile },
    'GET /api/coach/overview': { body: openWorkspaceOverview() },
    ...routes,
  });
  renderApp('/athletes/user-1');
  return fetchMock;
}

describe('coach panel on an athlete profile', () => {
  it('stars the athlete, then shows stage, notes and tags marked private to the program', async () => {
    const user = userEvent.setup();
    let starred = false;
    const fetchMock = renderAthlete({
      'GET /api/coach/board/user-1': () => (starred ? { body: boardCard('user-1', 'Casey Sculler') } : notOnBoard),
      'PUT /api/coach/board/user-1': () => {
        starred = true;
        return { body: boardCard('user-1', 'Casey Sculler') };
      },
      'PATCH /api/coach/board/user-1': { body: boardCard('user-1', 'Casey Sculler', { stage: 'contacted' }) },
      'DELETE /api/coach/board/user-1': { status: 204 },
    });
    expect(await screen.findByRole('heading', { name: "Your program's board" })).toBeInTheDocument();
    expect(screen.getByText(/Private to your program/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Star athlete' }));
    const stage = await screen.findByRole('combobox', { name: 'Stage' });
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tags' })).toBeInTheDocument();
    await user.selectOptions(stage, 'contacted');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => url === '/api/coach/board/user-1' && init?.method === 'PATCH'),
      ).toBe(true),
    );
    starred = false;
    await user.click(screen.getByRole('button', { name: 'Remove star' }));
    expect(await screen.findByRole('button', { name: 'Star athlete' })).toBeInTheDocument();
  });

  it('is not shown to a coach whose workspace is closed, nor to the athlete', async () => {
    const closed = openWorkspaceOverview();
    closed.workspace = { ...closed.workspace, open: false, reasonCode: 'coach_unverified', reason: 'Not yet verified.' };
    renderAthlete({ 'GET /api/coach/overview': { body: closed } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Casey Sculler' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Your program's board" })).not.toBeInTheDocument();
  });
});
