import { SIGN_IN_PAGE_SIZE, type SignInEventKind, type SignInHistoryPage } from '@sextant/contracts/security';
import type { Database } from '@/db/client';
import type { SessionPrincipal } from '@/shared/sessions/repository';
import * as repo from './repository';
import { deviceLabel } from './user-agent';

const KIND_OF_ACTION: Record<string, SignInEventKind> = {
  'auth.mfa.success': 'signed_in',
  'auth.mfa.setup': 'authenticator_set_up',
  'auth.login.password': 'signed_in_trusted_device',
  'auth.login.failure': 'wrong_password',
  'auth.mfa.failure': 'wrong_code',
  'auth.mfa.setup.failure': 'wrong_code',
  'auth.unlock.failure': 'wrong_code',
  'auth.lockout': 'locked',
  'auth.login.locked': 'refused_locked',
  'auth.stepup.locked': 'refused_locked',
  'auth.unlock': 'unlocked',
  'auth.logout': 'signed_out',
  'auth.password.change': 'password_changed',
  'auth.password.change.failure': 'wrong_password',
  'auth.mfa.delete.failure': 'wrong_password',
  'auth.password.reset': 'password_reset',
  'auth.mfa.delete': 'authenticator_removed',
  'security.session.revoke': 'session_ended',
  'security.sessions.revoke_others': 'other_sessions_ended',
  'security.device.revoke': 'trusted_device_removed',
  'auth.passkey.use': 'signed_in_passkey',
  'auth.passkey.failure': 'passkey_failed',
  'auth.passkey.add': 'passkey_added',
  'auth.passkey.remove': 'passkey_removed',
  'document.acknowledge': 'document_acknowledged',
  'document.sign': 'document_signed',
};

const userAgentIn = (details: unknown) =>
  details && typeof details === 'object' && 'userAgent' in details && typeof details.userAgent === 'string'
    ? details.userAgent
    : null;

/** A page of the client's sign-ins and security changes, newest first, each named for people. */
export async function signInHistory(
  db: Database,
  principal: SessionPrincipal,
  page: number,
): Promise<SignInHistoryPage> {
  const rows = await repo.listSignInEvents(db, principal, {
    limit: SIGN_IN_PAGE_SIZE,
    offset: (page - 1) * SIGN_IN_PAGE_SIZE,
  });
  // A page past the last has no rows to carry the total: count once more from the first page.
  const total =
    rows[0]?.total ??
    (page > 1 ? ((await repo.listSignInEvents(db, principal, { limit: 1, offset: 0 }))[0]?.total ?? 0) : 0);
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      at: row.createdAt.toISOString(),
      kind: KIND_OF_ACTION[row.action] ?? 'signed_in',
      ip: row.ip,
      ...deviceLabel(userAgentIn(row.details)),
    })),
    page,
    page_size: SIGN_IN_PAGE_SIZE,
    total,
    page_count: Math.ceil(total / SIGN_IN_PAGE_SIZE),
  };
}
