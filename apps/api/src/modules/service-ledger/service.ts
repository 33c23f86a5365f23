import type { Database } from '@/db/client';
import type { Clock } from '@/shared/clock';
import { findFirm } from '@/shared/firms/repository';
import { serviceLedger } from './ledger';
import { serviceReport } from './report';
import { serviceBoardPack, serviceReportCsv } from './report-files';

/** The fee against the service: each client's ledger by review year, and the firm's report for its board. */
export function createServiceLedgerService(db: Database, clock: Clock) {
  return {
    ledger: (firmId: string, clientId: string) => serviceLedger(db, clock, firmId, clientId),
    report: (firmId: string, from: string, to: string) => serviceReport(db, firmId, from, to),
    async reportCsv(firmId: string, from: string, to: string) {
      return serviceReportCsv(await serviceReport(db, firmId, from, to));
    },
    async boardPack(firmId: string, from: string, to: string) {
      const [report, firm] = await Promise.all([serviceReport(db, firmId, from, to), findFirm(db, firmId)]);
      return serviceBoardPack(report, firm?.name ?? 'The firm', clock());
    },
  };
}
export type ServiceLedgerService = ReturnType<typeof createServiceLedgerService>;
