import { describe, expect, it, vi } from 'vitest';
import { startErrorReporting } from './error-reporting';

describe('startErrorReporting', () => {
  it('does not load or start Sentry without a DSN', async () => {
    const load = vi.fn();
    const report = await startErrorReporting(undefined, load);
    report(new Error('boom'));
    expect(load).not.toHaveBeenCalled();
  });

  it('starts Sentry with the SPEC settings and reports through it', async () => {
    const init = vi.fn();
    const captureException = vi.fn();
    const report = await startErrorReporting('https://key@errors.example/1', async () => ({
      init,
      captureException,
    }));
    expect(init).toHaveBeenCalledOnce();
    expect(init.mock.calls[0]![0]).toMatchObject({
      dsn: 'https://key@errors.example/1',
      environment: 'production',
      tracesSampleRate: 1,
      maxBreadcrumbs: 100,
    });
    const error = new Error('boom');
    report(error);
    expect(captureException).toHaveBeenCalledWith(error);
  });
});
