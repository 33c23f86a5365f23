import {
  AuthCheck,
  ChangePasswordRequest,
  DeviceId,
  DeviceRegistered,
  DeviceRegistration,
  Done,
  Invite,
  LoginRequest,
  LoginResult,
  MfaDeleteRequest,
  MfaRequest,
  MfaStatus,
  MfaVerifyRequest,
  ResetRequest,
  SetPasswordRequest,
  UnlockResult,
} from '@sextant/contracts/auth';
import { ErrorBody } from '@sextant/contracts/common';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unprocessable } from '../../shared/errors';
import { createKeyedLimiter } from '../../shared/rate-limiter';
import { type AuthService, createAuthService, type Origin } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
}

export interface AuthServiceOptions {
  publicUrl: string;
  /** Attempts on one account in 15 minutes, across the auth calls. */
  perAccountPer15Minutes: number;
}

export interface AuthRoutesOptions {
  /** Requests a minute from one IP to each auth call. */
  perIpPerMinute: number;
}

const errors = { 401: ErrorBody, 422: ErrorBody, 429: ErrorBody };
const Empty = z.object({});

export function originOf(request: FastifyRequest): Origin {
  const header = request.headers['x-device-id'];
  const parsed = DeviceId.safeParse(Array.isArray(header) ? header[0] : header);
  return {
    ip: request.ip,
    deviceId: parsed.success ? parsed.data : null,
    userAgent: request.headers['user-agent'] ?? null,
  };
}

/** The auth service on the root instance, so the back office and the CLI reach it as `app.auth` too. */
export const authService = fp<AuthServiceOptions>(
  async (app, options) => {
    app.decorate(
      'auth',
      createAuthService({
        db: app.db,
        clock: app.clock,
        mailer: app.mailer,
        tokens: app.tokens,
        policy: app.sessionPolicy,
        publicUrl: options.publicUrl,
        accountLimiter: createKeyedLimiter({
          max: options.perAccountPer15Minutes,
          windowMs: 15 * 60 * 1000,
          clock: app.clock,
        }),
      }),
    );
  },
  { name: 'auth-service', dependencies: ['db', 'mail', 'auth'] },
);

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const auth = app.auth;
  const limited = { rateLimit: { max: options.perIpPerMinute, timeWindow: '1 minute' } };
  const tags = ['authentication'];
  const bearer = [{ bearer: [] }];

  app.post(
    '/device',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Register this browser as a device',
        body: DeviceRegistration,
        response: { 201: DeviceRegistered, ...errors },
      },
    },
    async (request, reply) => {
      await auth.registerDevice(request.body.device_id, request.body.type);
      return reply.code(201).send({ device_id: request.body.device_id });
    },
  );

  app.post(
    '/authentication/create',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Password step: answers an mfa-pending session token',
        body: LoginRequest,
        response: { 200: LoginResult, ...errors },
      },
    },
    async (request) =>
      auth.login(request.body.LoginForm.username, request.body.LoginForm.password, originOf(request)),
  );

  app.get(
    '/user/mfa',
    {
      config: limited,
      preParsing: app.requireSession,
      schema: {
        tags,
        security: bearer,
        summary: 'Multi-factor status',
        response: { 200: MfaStatus, ...errors },
      },
    },
    async (request) => auth.mfaStatus(request.principal!),
  );

  app.post(
    '/authentication/mfa',
    {
      config: limited,
      schema: {
        tags,
        security: bearer,
        summary: 'Second factor (201); with unlock: true, unlocks a locked account (answers a jwt)',
        body: MfaRequest,
        response: { 201: z.union([UnlockResult, Empty]), ...errors },
      },
    },
    async (request, reply) => {
      const { OtpForm, username, unlock } = request.body;
      if (unlock) {
        if (!username) throw unprocessable({ username: ['Enter your email address.'] });
        return reply.code(201).send(await auth.unlock(username, OtpForm.otp, originOf(request)));
      }
      await app.requireSession(request);
      await auth.verifyMfa(request.principal!, OtpForm.otp, originOf(request));
      return reply.code(201).send({});
    },
  );

  app.post(
    '/user/mfa-verify',
    {
      config: limited,
      preParsing: app.requireSession,
      schema: {
        tags,
        security: bearer,
        summary: 'Set MFA up with a first code',
        body: MfaVerifyRequest,
        response: { 201: Empty, ...errors },
      },
    },
    async (request, reply) => {
      await auth.setupMfa(request.principal!, request.body.OtpForm.otp, originOf(request));
      return reply.code(201).send({});
    },
  );

  app.delete(
    '/user/mfa-delete',
    {
      config: limited,
      preParsing: app.requireVerified,
      schema: {
        tags,
        security: bearer,
        summary: 'Turn MFA off (password needed); next sign-in sets it up again',
        body: MfaDeleteRequest,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await auth.deleteMfa(request.principal!, request.body.LoginForm.current_password, originOf(request));
      return { message: 'Two-factor authentication has been turned off.' };
    },
  );

  app.get(
    '/authentication/check',
    {
      config: limited,
      // As strict as the data calls, so a session they refuse (e.g. new terms published) is told to end.
      preParsing: app.requireUsable,
      schema: {
        tags,
        security: bearer,
        summary: 'Is this token a live session?',
        response: { 200: AuthCheck, 401: ErrorBody },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.post(
    '/authentication/logout',
    {
      config: limited,
      preParsing: app.requireSession,
      schema: {
        tags,
        security: bearer,
        summary: 'End this session',
        response: { 200: Done, 401: ErrorBody },
      },
    },
    async (request) => {
      await auth.logout(request.principal!, originOf(request));
      return { message: 'Signed out.' };
    },
  );

  app.get(
    '/invite/:code',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Check an invite code',
        params: z.object({ code: z.string().min(1).max(128) }),
        response: { 200: Invite, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => auth.inviteDetails(request.params.code),
  );

  app.post(
    '/user/reset-request',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Mail a password reset link (same answer for any email)',
        body: ResetRequest,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => auth.requestReset(request.body.LoginForm.email, originOf(request)),
  );

  app.post(
    '/user/set-password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Set a password with an invite or reset code',
        body: SetPasswordRequest,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      const { code, password } = request.body.LoginForm;
      await auth.setPassword(code, password, originOf(request));
      return { message: 'Your password has been set. You can now sign in.' };
    },
  );

  app.post(
    '/user/password',
    {
      config: limited,
      preParsing: app.requireVerified,
      schema: {
        tags,
        security: bearer,
        summary: 'Change the password (ends the other sessions)',
        body: ChangePasswordRequest,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      const { current_password, password } = request.body.LoginForm;
      await auth.changePassword(request.principal!, current_password, password, originOf(request));
      return { message: 'Your password has been changed.' };
    },
  );
};
export default authRoutes;
