import { clientFlows } from './checkin';
import { clientServiceFlows } from './client-service';
import { type CycleDeps, reviewCycle } from './cycle';
import { outcomeFlows } from './outcomes';
import { segmentFlows } from './segments/service';
import { staffProfileFlows } from './staff-profile';

/**
 * The ongoing-service cycle: each client's adviser and annual review, from the check-in thirty days before
 * to delivered, declined or no response, and the firm's figures for any period. One flow a file.
 */
export function createReviewService(deps: CycleDeps) {
  const { db } = deps;
  const runCycle = reviewCycle(deps);
  const client = clientFlows(db, deps.sendCheckinAnswered);
  const service = clientServiceFlows(db, runCycle);
  const outcomes = outcomeFlows(db);
  const staff = staffProfileFlows(db);
  return {
    runCycle,
    clientService: client.clientService,
    submitCheckin: client.submitCheckin,
    report: outcomes.report,
    adminService: service.adminService,
    updateService: service.updateService,
    recordOutcome: outcomes.recordOutcome,
    staffProfile: staff.staffProfile,
    updateStaffProfile: staff.updateStaffProfile,
    segments: segmentFlows(db),
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
