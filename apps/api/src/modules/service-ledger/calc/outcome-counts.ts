import type { OutcomeCounts } from '@sextant/contracts/service-ledger';
import { responseFigures, type Wait } from './responses';

export const REPORT_OUTCOMES = [
  'delivered',
  'declined',
  'no_response',
  'not_attempted',
  'open',
  'not_due',
] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

export interface ChargedClient {
  outcome: ReportOutcome;
  waits: readonly Wait[];
}

/** Percent of a whole, to one place (null of nobody). */
const percentOf = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

/** The outcome counts of some charged clients, each as a percentage of them, and their median answer time. */
export function countOutcomes(clients: readonly ChargedClient[]): OutcomeCounts {
  const counts = Object.fromEntries(REPORT_OUTCOMES.map((o) => [o, 0])) as Record<ReportOutcome, number>;
  for (const client of clients) counts[client.outcome]++;
  const percent = Object.fromEntries(REPORT_OUTCOMES.map((o) => [o, percentOf(counts[o], clients.length)]));
  return {
    charged: clients.length,
    ...counts,
    percent: percent as OutcomeCounts['percent'],
    median_response_hours: responseFigures(clients.flatMap((client) => client.waits)).medianResponseHours,
  };
}

/** Clients grouped by a key (an adviser's name, a segment's), each group counted, in name order. */
export function countGroups<T extends ChargedClient>(clients: readonly T[], keyOf: (client: T) => string) {
  const groups = new Map<string, T[]>();
  for (const client of clients) groups.set(keyOf(client), [...(groups.get(keyOf(client)) ?? []), client]);
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b, 'en-GB'))
    .map(([name, members]) => ({ name, ...countOutcomes(members) }));
}
