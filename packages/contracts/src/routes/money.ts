import { ErrorBody, IdParams } from '../common';
import {
  Allocation,
  Allowances,
  Costs,
  CsvText,
  PeriodQuery,
  PolicyPerformance,
  PolicySeries,
  PortfolioPerformance,
  PortfolioSeries,
  StatementQuery,
  TaxYearQuery,
  TransactionExportQuery,
  TransactionPage,
  TransactionQuery,
} from '../money';
import { defineRoutes } from '../route';

const tags = ['money'];

/**
 * The client's money explained: growth, returns, flows, allocation, allowances and charges (DESIGN.md
 * "Money"). Scoped like every client data call: another client's policy answers 404. A figure call answers 409
 * when a stored amount is too large to compute with exactly (inputs are capped far below that).
 */
export const moneyRoutes = defineRoutes(
  { tags, scope: 'client' },
  {
    portfolioPerformance: {
      method: 'GET',
      madeFrom: 'ledger',
      path: '/portfolio/performance',
      summary: 'Growth, flows and returns of all the client’s policies over a period, per currency',
      querystring: PeriodQuery,
      responses: { 200: PortfolioPerformance, 409: ErrorBody },
    },
    portfolioSeries: {
      method: 'GET',
      madeFrom: 'ledger',
      path: '/portfolio/series',
      summary: 'The daily sum of the client’s policy values and the cumulative net paid in, per currency',
      querystring: PeriodQuery,
      responses: { 200: PortfolioSeries, 409: ErrorBody },
    },
    portfolioAllocation: {
      method: 'GET',
      madeFrom: 'ledger',
      path: '/portfolio/allocation',
      summary: 'The latest values by provider and by wrapper, with shares, per currency',
      responses: { 200: Allocation, 409: ErrorBody },
    },
    portfolioAllowances: {
      method: 'GET',
      madeFrom: 'ledger',
      path: '/portfolio/allowances',
      summary: 'ISA subscriptions and pension contributions against the standard allowances of a tax year',
      querystring: TaxYearQuery,
      responses: { 200: Allowances, 409: ErrorBody },
    },
    portfolioCosts: {
      method: 'GET',
      madeFrom: 'ledger',
      path: '/portfolio/costs',
      summary:
        'Charges taken from the client’s policies in a tax year, in money and as a % of the average value',
      querystring: TaxYearQuery,
      responses: { 200: Costs, 409: ErrorBody },
    },
    portfolioStatement: {
      method: 'GET',
      path: '/portfolio/statement.csv',
      summary:
        'Valuations and transactions of all the client’s policies between two dates, as CSV for an accountant',
      querystring: StatementQuery,
      produces: ['text/csv'],
      responses: { 200: CsvText },
    },
    policyPerformance: {
      method: 'GET',
      madeFrom: 'ledger',
      path: '/policy/:id/performance',
      summary: 'A policy’s waterfall (opening, paid in, taken out, charges, growth, closing) and its returns',
      params: IdParams,
      querystring: PeriodQuery,
      responses: { 200: PolicyPerformance, 409: ErrorBody },
    },
    policySeries: {
      method: 'GET',
      madeFrom: 'ledger',
      path: '/policy/:id/series',
      summary: 'A policy’s values and cumulative net paid in over a period, at most 400 points',
      params: IdParams,
      querystring: PeriodQuery,
      responses: { 200: PolicySeries, 409: ErrorBody },
    },
    policyTransactions: {
      method: 'GET',
      path: '/policy/:id/transactions',
      summary: 'A policy’s transactions, newest first, filtered by type and dates',
      params: IdParams,
      querystring: TransactionQuery,
      responses: { 200: TransactionPage },
    },
    policyTransactionsCsv: {
      method: 'GET',
      path: '/policy/:id/transactions.csv',
      summary: 'A policy’s transactions as CSV, with the list’s filters',
      params: IdParams,
      querystring: TransactionExportQuery,
      produces: ['text/csv'],
      responses: { 200: CsvText },
    },
  },
);

/**
 * The back office's view of a client's policy: the same figures the client sees (one computation), for
 * staff of the policy's firm; another firm's policy answers 404.
 */
export const adminMoneyRoutes = defineRoutes(
  { tags: ['admin: policies'], scope: 'staff' },
  {
    adminPolicyPerformance: {
      method: 'GET',
      path: '/admin/policies/:id/performance',
      summary:
        'A client’s policy over a period, as the client sees it: growth, value brought in, flows, returns',
      params: IdParams,
      querystring: PeriodQuery,
      responses: { 200: PolicyPerformance, 409: ErrorBody },
    },
  },
);
