import type { Flow } from './types';

/**
 * Transfers between the client's own policies: a transfer in paired with a transfer out of another of
 * the policies given, first by a shared reference, then by the same day and amount. Each leg pairs once.
 * Answers each paired transfer in's id with its transfer out.
 */
export function transferPairs(flows: Iterable<Flow>): Map<string, Flow> {
  const outs: Flow[] = [];
  const ins: Flow[] = [];
  for (const flow of flows) {
    if (flow.type === 'transfer_out') outs.push(flow);
    else if (flow.type === 'transfer_in') ins.push(flow);
  }
  const pairs = new Map<string, Flow>();
  const used = new Set<string>();
  const pairBy = (matches: (into: Flow, out: Flow) => boolean) => {
    for (const into of ins) {
      if (pairs.has(into.id)) continue;
      const out = outs.find((o) => !used.has(o.id) && o.policyId !== into.policyId && matches(into, o));
      if (!out) continue;
      pairs.set(into.id, out);
      used.add(out.id);
    }
  };
  pairBy((into, out) => into.reference !== null && into.reference === out.reference);
  pairBy((into, out) => into.date === out.date && into.amount === out.amount);
  return pairs;
}

/** The ids of both legs of every internal transfer. */
export function internalLegs(pairs: Map<string, Flow>): Set<string> {
  return new Set([...pairs.keys(), ...[...pairs.values()].map((out) => out.id)]);
}
