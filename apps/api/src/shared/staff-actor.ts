import type { FastifyRequest } from 'fastify';

/** Who makes a back-office change, and when: for the firm scope of its queries and for its audit row. */
export interface StaffActor {
  userId: string;
  firmId: string;
  ip: string;
  now: Date;
}

/** The signed-in staff member of a request under /v1/admin (the staff guard has set its principal). */
export const staffActor = (request: FastifyRequest, now: Date): StaffActor => ({
  userId: request.principal!.userId,
  firmId: request.principal!.firmId,
  ip: request.ip,
  now,
});
