import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Back-office calls of this domain, under /v1/admin behind the staff guard. */
const adminRoutes: FastifyPluginAsyncZod = async () => {};
export default adminRoutes;
