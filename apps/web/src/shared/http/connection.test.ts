import { describe, expect, it, vi } from 'vitest';
import { HttpError } from './client';
import { isNetworkFailure, isOffline, noteCallOutcome, onReconnect } from './connection';

describe('connection state', () => {
  it('a call with no answer means offline; any answer means back online, once', () => {
    // Online to begin with, whatever a test before this one in the worker left.
    window.dispatchEvent(new Event('online'));
    const reconnected = vi.fn();
    onReconnect(reconnected);
    expect(isOffline()).toBe(false);

    // An HTTP error is an answer: the server is there.
    noteCallOutcome(new HttpError(500, 'Internal Server Error', 'Boom'));
    expect(isOffline()).toBe(false);

    noteCallOutcome(new TypeError('Failed to fetch'));
    expect(isOffline()).toBe(true);
    noteCallOutcome(new TypeError('Failed to fetch'));
    expect(reconnected).not.toHaveBeenCalled();

    noteCallOutcome(null);
    expect(isOffline()).toBe(false);
    noteCallOutcome(null);
    expect(reconnected).toHaveBeenCalledTimes(1);
  });

  it("follows the browser's offline and online events", () => {
    window.dispatchEvent(new Event('offline'));
    expect(isOffline()).toBe(true);
    window.dispatchEvent(new Event('online'));
    expect(isOffline()).toBe(false);
  });

  it('tells a network failure from an HTTP error', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new HttpError(404, 'Not Found', 'Gone'))).toBe(false);
    expect(isNetworkFailure(new Error('other'))).toBe(false);
  });
});
