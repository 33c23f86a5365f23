import { DeviceId } from '@sextant/contracts/auth';
import { securityRoutes } from '@sextant/contracts/routes/security';
import type { FastifyRequest } from 'fastify';
import { routesOf } from '@/shared/routes/serve';
import type { RequestOrigin } from './service';

function originOf(request: FastifyRequest): RequestOrigin {
  const header = request.headers['x-device-id'];
  const parsed = DeviceId.safeParse(Array.isArray(header) ? header[0] : header);
  return {
    ip: request.ip,
    deviceId: parsed.success ? parsed.data : null,
    userAgent: request.headers['user-agent'] ?? null,
  };
}

export default routesOf(securityRoutes, (app) => ({
  listSessions: async (request) => app.security.sessions(request.principal),
  revokeSession: async (request) =>
    app.security.revokeSession(request.principal, request.params.id, originOf(request)),
  revokeOtherSessions: async (request) =>
    app.security.revokeOtherSessions(request.principal, originOf(request)),
  listTrustedDevices: async (request) => app.security.trustedDevices(request.principal),
  revokeTrustedDevice: async (request) =>
    app.security.revokeTrustedDevice(request.principal, request.params.id, originOf(request)),
  listSignIns: async (request) => app.security.signIns(request.principal, request.query.page ?? 1),
}));
