import { authRoutes } from '@sextant/contracts/routes/auth';
import type { FastifyRequest } from 'fastify';
import { unprocessable } from '@/shared/errors';
import { originOf } from '@/shared/origin';
import { routesOf } from '@/shared/routes/serve';
import type { SessionPrincipal } from '@/shared/sessions/repository';

/** The sign-in calls, each limited per IP by `limitPerIp` (shared across nodes: shared/limits.ts). */
export default (limitPerIp: (request: FastifyRequest) => Promise<void>) => {
  const limited = { onRequest: limitPerIp };
  return routesOf(authRoutes, (app) => ({
    registerDevice: {
      ...limited,
      handler: async (request, reply) => {
        await app.auth.registerDevice(request.body.device_id, request.body.type);
        return reply.code(201).send({ device_id: request.body.device_id });
      },
    },
    signIn: {
      ...limited,
      handler: async (request) =>
        app.auth.login(request.body.LoginForm.username, request.body.LoginForm.password, originOf(request)),
    },
    mfaStatus: { ...limited, handler: async (request) => app.auth.mfaStatus(request.principal) },
    verifyMfa: {
      ...limited,
      handler: async (request, reply) => {
        const { OtpForm, username, unlock } = request.body;
        if (unlock) {
          if (!username) throw unprocessable({ username: ['Enter your email address.'] });
          return reply.code(201).send(await app.auth.unlock(username, OtpForm.otp, originOf(request)));
        }
        // Only the second factor needs the session, so the guard runs here rather than from the scope.
        await app.requireSession(request);
        const principal = request.principal as SessionPrincipal;
        await app.auth.verifyMfa(principal, OtpForm.otp, originOf(request));
        return reply.code(201).send({});
      },
    },
    setUpMfa: {
      ...limited,
      handler: async (request, reply) => {
        await app.auth.setupMfa(request.principal, request.body.OtpForm.otp, originOf(request));
        return reply.code(201).send({});
      },
    },
    deleteMfa: {
      ...limited,
      handler: async (request) => {
        await app.auth.deleteMfa(
          request.principal,
          request.body.LoginForm.current_password,
          originOf(request),
        );
        return { message: 'Two-factor authentication has been turned off.' };
      },
    },
    checkSession: { ...limited, handler: async () => ({ status: 'ok' as const }) },
    signOut: {
      ...limited,
      handler: async (request) => {
        await app.auth.logout(request.principal, originOf(request));
        return { message: 'Signed out.' };
      },
    },
    inviteDetails: { ...limited, handler: async (request) => app.auth.inviteDetails(request.params.code) },
    requestPasswordReset: {
      ...limited,
      handler: async (request) => app.auth.requestReset(request.body.LoginForm.email, originOf(request)),
    },
    setPassword: {
      ...limited,
      handler: async (request) => {
        const { code, password } = request.body.LoginForm;
        await app.auth.setPassword(code, password, originOf(request));
        return { message: 'Your password has been set. You can now sign in.' };
      },
    },
    changePassword: {
      ...limited,
      handler: async (request) => {
        const { current_password, password } = request.body.LoginForm;
        await app.auth.changePassword(request.principal, current_password, password, originOf(request));
        return { message: 'Your password has been changed.' };
      },
    },
  }));
};
