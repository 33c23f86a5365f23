import { afterEach, describe, expect, it, vi } from 'vitest';
import { logFetchFailure, setErrorReporter } from './report-error';

describe('logFetchFailure', () => {
  afterEach(() => setErrorReporter(undefined));

  it('logs a failed fetch and reports it when reporting is on', () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    const reporter = vi.fn();
    setErrorReporter(reporter);
    const error = Object.assign(new Error('boom'), { status: 500 });
    logFetchFailure(error, ['policies']);
    expect(console).toHaveBeenCalledWith('Could not load ["policies"]', error);
    expect(reporter).toHaveBeenCalledWith(error);
    console.mockRestore();
  });

  it('leaves out a call never sent because the session had expired', () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    const reporter = vi.fn();
    setErrorReporter(reporter);
    logFetchFailure(Object.assign(new Error('expired'), { status: 0, expired: true }), ['policies']);
    expect(console).not.toHaveBeenCalled();
    expect(reporter).not.toHaveBeenCalled();
    console.mockRestore();
  });

  it('leaves out 401s, which end the session', () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    const reporter = vi.fn();
    setErrorReporter(reporter);
    logFetchFailure(Object.assign(new Error('no'), { status: 401 }), ['client']);
    expect(console).not.toHaveBeenCalled();
    expect(reporter).not.toHaveBeenCalled();
    console.mockRestore();
  });
});
