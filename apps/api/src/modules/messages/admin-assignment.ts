import type { AdminAssigneeList, AdminAssignment, AdminPerson } from '@sextant/contracts/admin-messages';
import type { Database } from '@/db/client';
import type { Actor } from '@/shared/actor';
import { recordAudit } from '@/shared/audit/repository';
import { notFound, unprocessable } from '@/shared/errors';
import { toPerson } from './admin-people';
import * as repo from './admin-repository';

/** Who at the firm looks after a thread. */
export function assignmentFlows(db: Database) {
  return {
    /** Assigns the thread to an active adviser or admin of the firm, or to nobody (null). */
    async assign(caller: Actor, id: string, staffId: string | null): Promise<AdminAssignment> {
      const thread = await repo.findFirmThread(db, caller.firmId, id);
      if (!thread) throw notFound('Message thread');
      let assignee: AdminPerson | null = null;
      if (staffId) {
        const [staff] = await repo.firmStaff(db, caller.firmId, staffId);
        if (!staff) throw unprocessable({ staff_id: ['Choose an active adviser or admin of your firm.'] });
        assignee = toPerson(staff);
      }
      if (!(await repo.setAssignee(db, caller.firmId, thread.id, staffId))) throw notFound('Message thread');
      await recordAudit(db, {
        action: 'admin.message.assign',
        firmId: caller.firmId,
        actorId: caller.userId,
        subject: thread.client.email,
        ip: caller.ip,
        details: { thread_id: thread.id, from: thread.assigneeId, to: staffId },
        at: caller.now,
      });
      return { assignee };
    },

    async assignees(firmId: string): Promise<AdminAssigneeList> {
      const rows = await repo.firmStaff(db, firmId);
      return {
        items: rows.map((row) => ({ ...toPerson(row), role: row.role === 'admin' ? 'admin' : 'adviser' })),
      };
    },
  };
}
