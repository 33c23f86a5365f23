import { IdParams } from '../common';
import { PolicyDetail, PolicyList, Valuation, ValuationGraph, ValuationGraphQuery } from '../policies';
import { ProviderPolicies, ProviderPoliciesQuery } from '../providers';
import { defineRoutes } from '../route';

const tags = ['policies'];

/** The signed-in client's policies and their valuations (SPEC §7). */
export const policyRoutes = defineRoutes(
  { tags, scope: 'client' },
  {
    listPolicies: {
      method: 'GET',
      path: '/policy',
      summary: "The signed-in client's policies",
      responses: { 200: PolicyList },
    },
    viewPolicy: {
      method: 'GET',
      path: '/policy/:id/view',
      summary: 'One of the client’s policies',
      params: IdParams,
      responses: { 200: PolicyDetail },
    },
    latestValuation: {
      method: 'GET',
      madeFrom: 'ledger',
      path: '/policy/:id/valuation/latest',
      summary: 'The latest valuation of a policy',
      params: IdParams,
      responses: { 200: Valuation },
    },
    valuationGraph: {
      method: 'GET',
      madeFrom: 'ledger',
      path: '/policy/:id/valuation/graph',
      summary: 'Valuations over a date range (at most 400 points)',
      params: IdParams,
      querystring: ValuationGraphQuery,
      responses: { 200: ValuationGraph },
    },
    providerPolicies: {
      method: 'GET',
      path: '/provider/my-policies',
      tags: ['providers'],
      summary: 'The client’s policies with a provider',
      description: 'A provider that is not one of the firm’s answers 404.',
      querystring: ProviderPoliciesQuery,
      responses: { 200: ProviderPolicies },
    },
  },
);
