import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { boardCard, openWorkspaceOverview } from '@test/board';
import { mockApi, renderApp, signedIn, type MockRoutes } from '@test/test-utils';
import type { Board } from './api';
import { checkNotes, checkTags, splitTags } from './rules';

configure({ asyncUtilTimeout: 5000 });

const ann = boardCard('a-1', 'Ann Bow', { position: 0 });
const bea = boardCard('a-2', 'Bea Stroke', { position: 1 });

function board(overrides: Partial<Board> = {}): Board {
  return { cards: [ann, bea], count: 2, limit: 500, plan: 'Free trial', ...overrides };
}

function renderBoard(routes: MockRoutes = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/session': { body: signedIn('coach', 'pat.coach@yale.edu') },
    'GET /api/profile': { body: { id: 'user-1', email: 'pat.coach@yale.edu', userRole: 'coach' } },
    'GET /api/coach/overview': { body: openWorkspaceOverview() },
    'GET /api/coach/board': { body: board() },
    ...routes,
  });
  renderApp('/coach/board');
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => typeof url === 'string' && `${init?.method ?? 'GET'} ${url}` === key)
    .map(([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as unknown);

describe('recruiting board', () => {
  it('shows a column per stage, the count against the plan and the CSV export', async () => {
    renderBoard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Recruiting board' })).toBeInTheDocument();
    expect(await screen.findByText(/2 of 500 athletes/)).toBeInTheDocument();
    for (const label of ['Identified', 'Contacted', 'Evaluating', 'Visit', 'Offer', 'Committed', 'Not a fit']) {
      expect(screen.getByRole('region', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    const identified = screen.getByRole('region', { name: /^Identified/ });
    expect(within(identified).getAllByRole('listitem').map((li) => li.querySelector('h3')?.textContent)).toEqual([
      'Ann Bow',
      'Bea Stroke',
    ]);
  });

  it('marks the columns as scrolling sideways, and makes them focusable, only when they do not fit', async () => {
    let width = 900;
    let resized: () => void = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe = vi.fn();
        disconnect = vi.fn();
      },
    );
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1200);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width);
    renderBoard();
    const columns = await screen.findByRole('region', { name: 'Board stages' });
    // The row is measured once it is on the page.
    await waitFor(() => expect(columns).toHaveAccessibleDescription('Scroll sideways for more stages'));
    expect(columns).toHaveAttribute('tabindex', '0');

    width = 1200;
    resized();
    await waitFor(() => expect(screen.queryByText('Scroll sideways for more stages')).not.toBeInTheDocument());
    expect(columns).not.toHaveAttribute('tabindex');
    expect(columns).not.toHaveAttribute('aria-describedby');
  });

  it('downloads the CSV, and says why when the server refuses it', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:board');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const limited =
      "CSV exports are limited per coach and per program, so that athletes' data cannot be copied in bulk. Try again in 40 seconds.";
    let answer: { status?: number; body: unknown } = { body: 'Name\n' };
    renderBoard({ 'GET /api/coach/board.csv': () => answer });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    answer = { status: 429, body: { error: { code: 'rate_limited', message: limited } } };
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('moves a card by keyboard: down within its column and to another stage, announcing each move', async () => {
    const user = userEvent.setup();
    const fetchMock = renderBoard({
      'PATCH /api/coach/board/a-1': (init) => {
        const change = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { stage?: string; position?: number };
        return { body: boardCard('a-1', 'Ann Bow', { stage: (change.stage ?? 'identified') as Board['cards'][number]['stage'], position: change.position ?? 0 }) };
      },
    });
    const card = (await screen.findByRole('button', { name: 'Ann Bow' })).closest('li') as HTMLElement;
    const down = within(card).getByRole('button', { name: 'Move down Ann Bow' });
    expect(within(card).getByRole('button', { name: 'Move up Ann Bow' })).toBeDisabled();
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent(fetchMock, 'PATCH /api/coach/board/a-1')).toEqual([{ position: 1 }]));
    expect(await screen.findByText('Ann Bow moved to position 2 of 2 in Identified.')).toBeInTheDocument();
    // The keyboard stays on the card.
    expect(within(card).getByRole('button', { name: 'Move down Ann Bow' })).toHaveFocus();

    await user.selectOptions(within(card).getByRole('combobox', { name: 'Stage' }), 'contacted');
    await waitFor(() => expect(sent(fetchMock, 'PATCH /api/coach/board/a-1')).toContainEqual({ stage: 'contacted' }));
    expect(await screen.findByText('Ann Bow moved to Contacted.')).toBeInTheDocument();
  });

  it('opens a card: notes, tags and history, checked as the server checks them', async () => {
    const user = userEvent.setup();
    const fetchMock = renderBoard({
      'PATCH /api/coach/board/a-1': { body: boardCard('a-1', 'Ann Bow', { notes: 'Strong finish', tags: ['Port'] }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Ann Bow' }));
    expect(screen.getByRole('link', { name: "Open Ann Bow's profile" })).toHaveAttribute('href', '/athletes/a-1');
    expect(screen.getByText(/Identified on Nov 20, 2026 by pat.coach/)).toBeInTheDocument();
    const tags = screen.getByRole('textbox', { name: 'Tags' });
    await user.type(tags, 'ok, , late');
    await user.click(screen.getByRole('button', { name: 'Save notes, tags and follow-up' }));
    expect(await screen.findByText('Each tag needs 1 to 30 characters')).toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH /api/coach/board/a-1')).toEqual([]);
    await user.clear(tags);
    await user.type(tags, 'Port, port ,Lefty');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), ' Strong finish ');
    await user.type(screen.getByLabelText('Follow up on'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Save notes, tags and follow-up' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'PATCH /api/coach/board/a-1')).toEqual([
        { notes: 'Strong finish', tags: ['Port', 'Lefty'], followUpOn: '2026-12-01' },
      ]),
    );
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });

  it('explains a plan refusal with the way to the college plans', async () => {
    renderBoard({
      'GET /api/coach/board': {
        status: 403,
        body: { error: { code: 'plan_required', message: "Your program's free trial has ended. Choose a college plan to keep recruiting." } },
      },
    });
    expect(await screen.findByText(/free trial has ended/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the college plans' })).toBeInTheDocument();
  });
});

describe('board rules mirror the server', () => {
  it('checks tags and notes with the server messages', () => {
    expect(checkTags(splitTags(' Port, port ,PORT,Lefty'))).toEqual({ tags: ['Port', 'Lefty'], error: null });
    expect(checkTags(['x'.repeat(31)]).error).toBe('Each tag needs 1 to 30 characters');
    expect(checkTags(Array.from({ length: 11 }, (_, i) => `t${i}`)).error).toBe('Use at most 10 tags');
    expect(checkTags([...Array.from({ length: 10 }, (_, i) => `t${i}`), 'T0']).error).toBeNull();
    expect(checkNotes('n'.repeat(2000))).toBeNull();
    expect(checkNotes('n'.repeat(2001))).toBe('Notes must be at most 2000 characters');
    expect(splitTags('  ')).toEqual([]);
  });
});
