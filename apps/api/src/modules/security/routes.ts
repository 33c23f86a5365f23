import { securityRoutes } from '@sextant/contracts/routes/security';
import { originOf } from '@/shared/origin';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(securityRoutes, (app) => ({
  listSessions: async (request) => app.security.sessions(request.principal),
  revokeSession: async (request) =>
    app.security.revokeSession(request.principal, request.params.id, originOf(request)),
  revokeOtherSessions: async (request) =>
    app.security.revokeOtherSessions(request.principal, originOf(request)),
  listTrustedDevices: async (request) => app.security.trustedDevices(request.principal),
  revokeTrustedDevice: async (request) =>
    app.security.revokeTrustedDevice(request.principal, request.params.id, originOf(request)),
  chooseDeviceTrust: async (request) =>
    app.security.chooseDeviceTrust(request.principal, request.body.remember, originOf(request)),
  listSignIns: async (request) => app.security.signIns(request.principal, request.query.page ?? 1),
}));
