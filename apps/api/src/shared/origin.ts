import { DeviceId } from '@sextant/contracts/auth';
import type { FastifyRequest } from 'fastify';

/** Where a sign-in or security call comes from: the audit rows and device trust read it. */
export interface Origin {
  ip: string;
  deviceId: string | null;
  userAgent?: string | null;
}

/** An origin read from a request: its user agent is known, null when the request sent none. */
export type RequestOrigin = Origin & { userAgent: string | null };

/**
 * The request's IP, its device id (`X-Device-Id`, when well formed) and user agent: whole, or its first
 * `agentChars` characters (what a document's evidence row keeps).
 */
export function originOf(request: FastifyRequest, options: { agentChars?: number } = {}): RequestOrigin {
  const header = request.headers['x-device-id'];
  const parsed = DeviceId.safeParse(Array.isArray(header) ? header[0] : header);
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip,
    deviceId: parsed.success ? parsed.data : null,
    userAgent: typeof agent === 'string' ? agent.slice(0, options.agentChars) : null,
  };
}
