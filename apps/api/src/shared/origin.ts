import { DeviceId } from '@sextant/contracts/auth';
import type { FastifyRequest } from 'fastify';

/** Where a sign-in or security call comes from: the audit rows and device trust read it. */
export interface Origin {
  ip: string;
  deviceId: string | null;
  userAgent?: string | null;
}

/** The request's IP, its device id (`X-Device-Id`, when well formed) and user agent. */
export function originOf(request: FastifyRequest): Origin {
  const header = request.headers['x-device-id'];
  const parsed = DeviceId.safeParse(Array.isArray(header) ? header[0] : header);
  return {
    ip: request.ip,
    deviceId: parsed.success ? parsed.data : null,
    userAgent: request.headers['user-agent'] ?? null,
  };
}
