import { ErrorBody, Uuid } from '@sextant/contracts/common';
import {
  Message,
  MessageThread,
  MessageThreadList,
  NewThreadRequest,
  ReplyRequest,
} from '@sextant/contracts/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listThreads, type Owner, readThread, reply, startThread } from './service';

const IdParams = z.object({ id: Uuid });

/** Secure threads between the signed-in client and their firm (DESIGN.md "Messages"). */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preParsing', app.requireClient);
  const tags = ['messages'];
  const security = [{ bearer: [] }];
  const owner = (request: FastifyRequest): Owner => ({
    clientId: request.principal!.userId,
    firmId: request.principal!.firmId,
  });

  app.get(
    '/message',
    {
      schema: {
        tags,
        security,
        summary: "The client's threads with the firm, newest activity first, with unread counts",
        response: { 200: MessageThreadList, 401: ErrorBody },
      },
    },
    async (request) => listThreads(app.db, owner(request)),
  );

  app.post(
    '/message',
    {
      schema: {
        tags,
        security,
        summary: 'Start a thread with the firm: a subject and the first message (plain text)',
        body: NewThreadRequest,
        response: { 201: MessageThread, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, res) =>
      res.code(201).send(await startThread(app.db, owner(request), request.body, app.clock())),
  );

  app.get(
    '/message/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A thread, oldest message first; marks it read for the client',
        params: IdParams,
        response: { 200: MessageThread, 401: ErrorBody, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => readThread(app.db, owner(request), request.params.id, app.clock()),
  );

  app.post(
    '/message/:id/reply',
    {
      schema: {
        tags,
        security,
        summary: 'Reply in a thread (plain text)',
        params: IdParams,
        body: ReplyRequest,
        response: { 201: Message, 401: ErrorBody, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, res) =>
      res
        .code(201)
        .send(await reply(app.db, owner(request), request.params.id, request.body.body, app.clock())),
  );
};
export default messageRoutes;
