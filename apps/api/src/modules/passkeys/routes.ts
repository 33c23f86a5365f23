import { passkeyRoutes } from '@sextant/contracts/routes/passkeys';
import type { FastifyRequest } from 'fastify';
import { originOf } from '@/shared/origin';
import { routesOf } from '@/shared/routes/serve';

/** The passkey calls; those that start or finish a WebAuthn ceremony are limited per IP like sign-in. */
export default (limitPerIp: (request: FastifyRequest) => Promise<void>) => {
  const limited = { onRequest: limitPerIp };
  return routesOf(passkeyRoutes, (app) => ({
    listPasskeys: async (request) => app.passkeys.list(request.principal),
    passkeyCreationOptions: {
      ...limited,
      handler: async (request) =>
        app.passkeys.creationOptions(request.principal, request.body, originOf(request)),
    },
    addPasskey: {
      ...limited,
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(
            await app.passkeys.add(
              request.principal,
              request.body.name,
              request.body.credential,
              originOf(request),
            ),
          ),
    },
    renamePasskey: async (request) =>
      app.passkeys.rename(request.principal, request.params.id, request.body.name),
    removePasskey: async (request) => {
      await app.passkeys.remove(request.principal, request.params.id, originOf(request));
      return { message: 'The passkey has been removed.' };
    },
    passkeyRequestOptions: {
      ...limited,
      handler: async (request) => app.passkeys.requestOptions(request.principal),
    },
    signInWithPasskey: {
      ...limited,
      handler: async (request, reply) => {
        await app.passkeys.signIn(request.principal, request.body.credential, originOf(request));
        return reply.code(201).send({});
      },
    },
  }));
};
