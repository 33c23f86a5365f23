import type { PersistStorage } from 'zustand/middleware';
import { createPersistStorage, type StorageArea, storeKey } from './persist-storage';

/**
 * One small choice kept through the same store as everything else (SPEC §4 Persistence: encrypted and
 * compressed, under a prefixed key), never as plain text: a device preference in local storage (the
 * theme) or a choice of the tab's session in session storage (the period). Read synchronously once
 * restored, as a screen's first render and a route's loader need it.
 */
export interface KeptValue<T> {
  /** The value now: the one set or restored, else the fallback. */
  get(): T;
  /** Changes it now and keeps it (written once encoded, in the order set). */
  set(value: T): void;
  /** Back to the fallback, and nothing kept. */
  clear(): void;
  /** Reads the kept value (start-up); every call before it settles shares it. A value set meanwhile wins. */
  restore(): Promise<void>;
  /** Reads the kept value again (another tab changed it). */
  reload(): Promise<void>;
  /** The key it is kept under, for a `storage` event from another tab. */
  readonly key: string;
  subscribe(listener: () => void): () => void;
}

interface KeptValueOptions<T> {
  /** The store's name; the key is prefixed as every store's (`storeKey`). */
  name: string;
  area: StorageArea;
  isValid(value: unknown): value is T;
  fallback: T;
  /** The store's storage (tests); by default the encrypted one every store uses. */
  storage?: PersistStorage<{ value: T }>;
}

const VERSION = 1;

export function keptValue<T>(options: KeptValueOptions<T>): KeptValue<T> {
  const { isValid, fallback } = options;
  const key = storeKey(options.name);
  const storage = options.storage ?? createPersistStorage<{ value: T }>(options.area);
  const listeners = new Set<() => void>();
  let value = fallback;
  // Bumped by every change, so a read that started before it does not undo it.
  let generation = 0;
  let writing: Promise<unknown> = Promise.resolve();
  let restoring: Promise<void> | undefined;

  const notify = () => {
    for (const listener of listeners) listener();
  };
  const keep = (task: () => unknown) => {
    writing = writing.then(task).catch(() => {
      // Storage refused (full, disabled): the value lives in memory for this page.
    });
  };

  async function read() {
    const at = generation;
    let stored: { state: { value: T } } | null = null;
    try {
      stored = await storage.getItem(key);
    } catch {
      // Unreadable: the fallback.
    }
    if (at !== generation) return;
    const candidate = stored?.state.value;
    const next = isValid(candidate) ? candidate : fallback;
    if (next === value) return;
    value = next;
    notify();
  }

  return {
    key,
    get: () => value,
    set(next) {
      generation += 1;
      value = next;
      keep(() => storage.setItem(key, { state: { value: next }, version: VERSION }));
      notify();
    },
    clear() {
      generation += 1;
      value = fallback;
      keep(() => storage.removeItem(key));
      notify();
    },
    restore() {
      restoring ??= read();
      return restoring;
    },
    reload: read,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
