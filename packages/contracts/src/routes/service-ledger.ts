import { IdParams } from '../common';
import { CsvText } from '../money';
import { defineRoutes } from '../route';
import { ServiceLedger, ServiceReport, ServiceReportQuery } from '../service-ledger';

const LEDGER =
  'Review years run from one review date to the next. Fees are the `adviser_ongoing` charges (CSV column ' +
  '`charge_kind`); response times count working hours only (Monday to Friday 09:00–17:30 London time, less ' +
  'England and Wales bank holidays).';

/** The client's own service ledger: what they paid their adviser against what they received. */
export const serviceLedgerRoutes = defineRoutes(
  { tags: ['service'], scope: 'client' },
  {
    serviceLedger: {
      method: 'GET',
      path: '/service',
      summary: 'Your service: each review year’s ongoing adviser fee against the service delivered',
      description: LEDGER,
      responses: { 200: ServiceLedger },
    },
  },
);

/** The firm's view of each client's service ledger and its report for the board. */
export const adminServiceLedgerRoutes = defineRoutes(
  { tags: ['admin: service'], scope: 'staff' },
  {
    adminServiceLedger: {
      method: 'GET',
      path: '/admin/clients/:id/service-ledger',
      summary: 'A client’s service ledger, per review year',
      description: LEDGER,
      params: IdParams,
      responses: { 200: ServiceLedger },
    },
    adminServiceReport: {
      method: 'GET',
      path: '/admin/reports/service',
      summary:
        'Ongoing fees against reviews delivered in a period: overall, per adviser, per segment, with exceptions',
      description:
        'Of the clients charged an `adviser_ongoing` fee in [from, to], the latest review dated in the period ' +
        'decides: delivered, declined, no response or open. With none dated in it, the client is `not_due` when ' +
        'a review was delivered in the 15 months to `to` or one is set after `to`, else `not_attempted`. ' +
        'Exceptions: clients charged in the 15 months to `to` with no review delivered in them.',
      querystring: ServiceReportQuery,
      responses: { 200: ServiceReport },
    },
    adminServiceReportCsv: {
      method: 'GET',
      path: '/admin/reports/service.csv',
      summary: 'The service report’s figures and exceptions as CSV',
      querystring: ServiceReportQuery,
      produces: ['text/csv'],
      responses: { 200: CsvText },
    },
    adminServiceBoardPack: {
      method: 'GET',
      path: '/admin/reports/service.pdf',
      summary: 'The service report as a PDF board pack',
      querystring: ServiceReportQuery,
      produces: ['application/pdf'],
      responses: {},
    },
  },
);
