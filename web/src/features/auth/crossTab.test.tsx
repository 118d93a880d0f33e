import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signedIn } from '@test/test-utils';
import { openCrossTabChannel, STORAGE_MESSAGE_KEY, type CrossTabChannel, type CrossTabMessage } from './crossTab';

/** Screens are loaded lazily; on a busy machine that takes longer than the default second. */
const WAIT = { timeout: 10_000 };

const opened: CrossTabChannel[] = [];
function channel(): CrossTabChannel {
  const tab = openCrossTabChannel();
  opened.push(tab);
  return tab;
}

afterEach(() => {
  opened.splice(0).forEach((tab) => {
    tab.close();
  });
});

describe('cross-tab channel', { timeout: 20_000 }, () => {
  it('delivers a message to the other tabs, not to the sender', async () => {
    const a = channel();
    const b = channel();
    const toA = vi.fn();
    const toB = vi.fn();
    a.subscribe(toA);
    b.subscribe(toB);
    a.post({ type: 'signed-out' });
    await vi.waitFor(() => {
      expect(toB).toHaveBeenCalledWith({ type: 'signed-out' });
    });
    expect(toA).not.toHaveBeenCalled();
  });

  it('falls back to the storage event without BroadcastChannel', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const tab = channel();
    const received = vi.fn();
    tab.subscribe(received);
    const message: CrossTabMessage = { type: 'signed-out' };
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_MESSAGE_KEY, newValue: JSON.stringify({ message, at: 1 }) }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: '{"message":{"type":"signed-out"}}' }));
    expect(received).toHaveBeenCalledTimes(1);
    expect(received).toHaveBeenCalledWith(message);
  });
});

describe('signing out in another tab', { timeout: 20_000 }, () => {
  it('signs this tab out and leaves the signed-in page', async () => {
    mockApi({ 'GET /api/auth/session': { body: signedIn('student', 'sam@example.com') } });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' }, WAIT)).toBeInTheDocument();

    const otherTab = channel();
    act(() => {
      otherTab.post({ type: 'signed-out' });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' }, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('is announced to the other tabs when this tab signs out', async () => {
    document.cookie = 'rr_csrf=abc; path=/';
    mockApi({
      'GET /api/auth/session': { body: signedIn('student', 'sam@example.com') },
      'POST /api/auth/logout': { status: 204 },
    });
    const otherTab = channel();
    const heard = vi.fn();
    otherTab.subscribe(heard);
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back!' }, WAIT);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Sign Out' }));
    await vi.waitFor(() => {
      expect(heard).toHaveBeenCalledWith({ type: 'signed-out' });
    });
    await vi.waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    });
  });
});
