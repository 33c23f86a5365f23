import { adminFirmRoutes } from '@sextant/contracts/routes/admin-firm';
import { actorOf } from '@/shared/actor';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(adminFirmRoutes, (app) => ({
  adminViewFirm: async (request) => app.firmAdmin.get(request.principal.firmId),
  adminUpdateFirm: async (request) => app.firmAdmin.updateProfile(actorOf(request), request.body),
  adminSetFirmLogo: async (request) => {
    const body = request.body as Record<string, unknown> | null | undefined;
    return app.firmAdmin.setLogo(actorOf(request), body && typeof body === 'object' ? body.file : undefined);
  },
  adminRemoveFirmLogo: async (request) => app.firmAdmin.removeLogo(actorOf(request)),
}));
