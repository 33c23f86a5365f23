import { useSyncExternalStore } from 'react';
import { isHttpError } from './client';

/** What a client reads when an action needs the network it does not have. */
export const OFFLINE_ACTION =
  "You're offline. This needs a connection: please try again when you're back online.";

let offline = typeof navigator !== 'undefined' && navigator.onLine === false;
const listeners = new Set<() => void>();

const reconnectListeners = new Set<() => void>();

function setOffline(next: boolean) {
  if (next === offline) return;
  offline = next;
  for (const listener of listeners) listener();
  if (!next) for (const listener of reconnectListeners) listener();
}

/** Called each time the app is back online after being offline. */
export function onReconnect(listener: () => void): void {
  reconnectListeners.add(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => setOffline(true));
  window.addEventListener('online', () => setOffline(false));
}

/**
 * A call that got no answer at all (fetch rejects; an HTTP error is an answer). The browser's own online
 * flag misses a server that cannot be reached, or a network that is up but goes nowhere.
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && !isHttpError(error);
}

/** Every call's outcome (shared/http/api.ts) tells whether the server can be reached. */
export function noteCallOutcome(error: unknown | null): void {
  if (error === null) setOffline(false);
  else if (isNetworkFailure(error)) setOffline(true);
}

export function isOffline(): boolean {
  return offline;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** True while the browser is offline or the server cannot be reached. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
