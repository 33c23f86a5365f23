import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { DEFAULT_SESSION_RULES } from './shared/sessions/policy';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      dataDir: './data',
      databaseUrl: undefined,
      demoData: false,
      publicUrl: 'http://localhost:8080',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app',
      DATA_DIR: '/var/lib/sextant',
      JWT_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail:587',
      SENTRY_DSN: 'https://key@errors.example/1',
      DEMO_DATA: '1',
      PUBLIC_URL: 'https://portal.example.com/',
    });
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/app',
      dataDir: '/var/lib/sextant',
      smtpUrl: 'smtp://mail:587',
      sentryDsn: 'https://key@errors.example/1',
      demoData: true,
      publicUrl: 'https://portal.example.com',
    });
  });

  it("keeps today's session rules unless told, and reads each in its own unit", () => {
    expect(loadConfig({}).sessions).toEqual(DEFAULT_SESSION_RULES);
    expect(DEFAULT_SESSION_RULES).toEqual({
      idleMs: 30 * 60_000,
      absoluteMs: 12 * 3_600_000,
      mfaPendingMs: 10 * 60_000,
      deviceTrustMs: 30 * 86_400_000,
    });
    const config = loadConfig({
      SESSION_IDLE_MINUTES: '15',
      SESSION_ABSOLUTE_HOURS: '8',
      MFA_PENDING_MINUTES: '5',
      DEVICE_TRUST_DAYS: '7',
    });
    expect(config.sessions).toEqual({
      idleMs: 15 * 60_000,
      absoluteMs: 8 * 3_600_000,
      mfaPendingMs: 5 * 60_000,
      deviceTrustMs: 7 * 86_400_000,
    });
  });

  it('trusts no proxy unless told', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
  });

  it('sizes the PostgreSQL pool and its wait, and keeps the metrics off unless told', () => {
    expect(loadConfig({})).toMatchObject({ pool: { size: 10, waitMs: 3000 }, metrics: 'off' });
    expect(loadConfig({ DATABASE_POOL_SIZE: '40', DATABASE_POOL_WAIT_MS: '800' }).pool).toEqual({
      size: 40,
      waitMs: 800,
    });
    expect(loadConfig({ METRICS: 'on' }).metrics).toEqual({ token: undefined });
    const token = 't'.repeat(32);
    expect(loadConfig({ METRICS: 'on', METRICS_TOKEN: token }).metrics).toEqual({ token });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/app'],
    ['JWT_SECRET', 'short'],
    ['SMTP_URL', 'http://mail'],
    ['SENTRY_DSN', 'not a url'],
    ['DEMO_DATA', 'yes'],
    ['PUBLIC_URL', 'ftp://x'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['TRUST_PROXY', 'sometimes'],
    ['AUTH_RATE_LIMIT_PER_MINUTE', 'many'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['SESSION_IDLE_MINUTES', '2.5'],
    ['SESSION_ABSOLUTE_HOURS', 'twelve'],
    ['SESSION_ABSOLUTE_HOURS', '8761'],
    ['MFA_PENDING_MINUTES', '-1'],
    ['DEVICE_TRUST_DAYS', '366'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', 'ten'],
    ['DATABASE_POOL_WAIT_MS', '50'],
    ['DATABASE_POOL_WAIT_MS', '1.5'],
    ['METRICS', 'yes'],
    ['METRICS_TOKEN', 'short'],
  ])('rejects a bad %s with one line naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
      expect(message).not.toContain('\n');
    }
  });
});
