import type { SessionResponse } from './api';
import { AUTH_CHANNEL_NAME, REFRESH_LEASE_MS, REFRESH_LOCK_NAME } from './sessionTiming';

/**
 * Coordination between the tabs of one browser. They share the session cookies, so:
 * - signing in or out in one tab is announced to the others, which follow;
 * - a refreshed session is announced, so the others know the new expiry;
 * - only one tab refreshes at a time (a refresh token sent twice ends the session).
 */
export type CrossTabMessage =
  | { type: 'signed-in' }
  | { type: 'signed-out' }
  | { type: 'token-refreshed'; session: SessionResponse };

export interface CrossTabChannel {
  post: (message: CrossTabMessage) => void;
  subscribe: (listener: (message: CrossTabMessage) => void) => () => void;
  close: () => void;
}

/** localStorage key used to pass messages when BroadcastChannel is missing. */
export const STORAGE_MESSAGE_KEY = `${AUTH_CHANNEL_NAME}:message`;
const LEASE_KEY = `${AUTH_CHANNEL_NAME}:refresh-lease`;

function isMessage(value: unknown): value is CrossTabMessage {
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as { type?: unknown }).type;
  return type === 'signed-in' || type === 'signed-out' || type === 'token-refreshed';
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Opens the channel: BroadcastChannel 'rowrecruit-auth' where available, else the storage event. */
export function openCrossTabChannel(): CrossTabChannel {
  const listeners = new Set<(message: CrossTabMessage) => void>();
  const deliver = (data: unknown) => {
    if (!isMessage(data)) return;
    for (const listener of [...listeners]) listener(data);
  };
  const subscribe = (listener: (message: CrossTabMessage) => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent) => {
      deliver(event.data);
    };
    return {
      post: (message) => {
        channel.postMessage(message);
      },
      subscribe,
      close: () => {
        listeners.clear();
        channel.close();
      },
    };
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_MESSAGE_KEY || event.newValue === null) return;
    try {
      deliver((JSON.parse(event.newValue) as { message?: unknown }).message);
    } catch {
      // Not one of ours.
    }
  };
  window.addEventListener('storage', onStorage);
  return {
    post: (message) => {
      const store = storage();
      if (!store) return;
      try {
        // The storage event fires in the other tabs only, and only when the value changes.
        store.setItem(STORAGE_MESSAGE_KEY, JSON.stringify({ message, at: Date.now(), nonce: Math.random() }));
        store.removeItem(STORAGE_MESSAGE_KEY);
      } catch {
        // Storage blocked: the other tabs notice on their next request instead.
      }
    },
    subscribe,
    close: () => {
      listeners.clear();
      window.removeEventListener('storage', onStorage);
    },
  };
}

interface Lease {
  owner: string;
  until: number;
}

function readLease(): Lease | null {
  try {
    const raw = storage()?.getItem(LEASE_KEY);
    return raw ? (JSON.parse(raw) as Lease) : null;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` while holding the refresh lock shared by every tab. `work` learns whether it had to
 * wait for another tab, in which case that tab has most likely just refreshed the shared cookies.
 * Uses Web Locks when the browser has them, else a short lease in localStorage.
 */
export async function withRefreshLock<T>(work: (waited: boolean) => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
  if (locks) {
    const immediate = await locks.request(REFRESH_LOCK_NAME, { ifAvailable: true }, async (lock) =>
      lock ? { value: await work(false) } : null,
    );
    if (immediate) return immediate.value;
    return locks.request(REFRESH_LOCK_NAME, () => work(true));
  }

  const owner = `${Date.now()}-${Math.random()}`;
  const giveUpAt = Date.now() + REFRESH_LEASE_MS;
  let waited = false;
  for (;;) {
    const lease = readLease();
    if (!lease || lease.owner === owner || lease.until <= Date.now() || Date.now() >= giveUpAt) break;
    waited = true;
    await sleep(100);
  }
  try {
    storage()?.setItem(LEASE_KEY, JSON.stringify({ owner, until: Date.now() + REFRESH_LEASE_MS } satisfies Lease));
  } catch {
    // Without storage every tab refreshes on its own.
  }
  try {
    return await work(waited);
  } finally {
    if (readLease()?.owner === owner) {
      try {
        storage()?.removeItem(LEASE_KEY);
      } catch {
        // Ignore: the lease runs out by itself.
      }
    }
  }
}
