import type { FastifyRequest } from 'fastify';
// Where the request's principal and the server's clock are declared, for a program that reaches this file
// without the app (the e2e fixtures).
import type {} from '@/plugins/auth';
import type {} from '@/shared/clock';
import type { Role } from './sessions/tokens';

/**
 * Whoever acts, for one firm, at one instant: the firm scope of a change and the who-and-when of its audit
 * row. `Actor<null>` is the command line, which acts for a firm as no one in particular (no user, role
 * or address), so only the calls the CLI shares with the API accept it.
 */
export interface Actor<User extends string | null = string> {
  userId: User;
  firmId: string;
  role: User extends string ? Role : null;
  ip: User extends string ? string : null;
  now: Date;
}

/** The signed-in user of a request behind a guard (which has set its principal), acting now. */
export function actorOf(request: FastifyRequest, now: Date = request.server.clock()): Actor {
  const principal = request.principal;
  // Only a route without a guard gets here without a principal: a programming error, not a 401.
  if (!principal) throw new Error(`actorOf: ${request.routeOptions.url ?? request.url} has no guard`);
  return { userId: principal.userId, firmId: principal.firmId, role: principal.role, ip: request.ip, now };
}

/** The command line acting for a firm, now. */
export const cliActor = (firmId: string, now: Date): Actor<null> => ({
  userId: null,
  firmId,
  role: null,
  ip: null,
  now,
});
