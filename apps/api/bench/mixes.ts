/**
 * The client app's screens as the server sees them: the calls each makes on load, and closed-loop sessions
 * that make them again and again without pause, one connection a session.
 */
import autocannon from 'autocannon';
import { bearerHeaders, cpuMs } from './harness';

/** A signed-in client's policies as its list links them (the links are the app's, not rebuilt here). */
export interface Session {
  token: string;
  policies: Array<{ uuid: string; providerUuid: string; latest: string; graph: string }>;
}

export interface Call {
  method: 'GET';
  path: string;
}

/** The remembered period the app opens with (features/policies/period.ts: DEFAULT_PERIOD; the graph's 1y). */
const PERIOD = 'one_year';

/**
 * A full load of /tabs/policies, in the app's order: the start-up's session data (the cache setting, the
 * firm, the client: spa.tsx → loadSessionData), the tabs layout's badges (its loader: the first page of
 * notifications and the message threads), then the home's loader (the action centre and the list; then each
 * policy's latest valuation, the portfolio's performance and series over the period, and the allocation).
 */
export function homeMix(session: Session): Call[] {
  return [
    '/v1/system/cache',
    '/v1/firm',
    '/v1/client',
    '/v1/notification?page=1',
    '/v1/message',
    '/v1/action',
    '/v1/policy',
    ...session.policies.map((policy) => policy.latest),
    `/v1/portfolio/performance?range=${PERIOD}`,
    `/v1/portfolio/series?range=${PERIOD}`,
    '/v1/portfolio/allocation',
  ].map((path) => ({ method: 'GET', path }));
}

/**
 * Opening each policy's view in turn (/tabs/policies/view/:id, from the home: its badges are cached): the
 * policy, its latest valuation, the graph over the period, the provider's other policies, the performance
 * section and the first page of transactions (policy-view-page.tsx and policy-money.tsx's queries).
 */
export function graphMix(session: Session): Call[] {
  return session.policies.flatMap(({ uuid, providerUuid, latest, graph }) =>
    [
      `/v1/policy/${uuid}/view`,
      latest,
      `${graph}?date_range=${PERIOD}`,
      `/v1/provider/my-policies?uuid=${providerUuid}`,
      `/v1/policy/${uuid}/performance?range=${PERIOD}`,
      `/v1/policy/${uuid}/transactions?page=1&per_page=25`,
    ].map((path) => ({ method: 'GET' as const, path })),
  );
}

export const MIXES = { home: homeMix, graph: graphMix } as const;
export type MixName = keyof typeof MIXES;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The mix's calls one kind at a time (ids as :id), each as made by every session, for measuring them alone. */
export function callsOf(sessions: Session[], mix: MixName): Map<string, Array<Call & { token: string }>> {
  const calls = new Map<string, Array<Call & { token: string }>>();
  for (const session of sessions) {
    for (const call of MIXES[mix](session)) {
      const kind = `${call.method} ${call.path.replace(UUID, ':id')}`;
      calls.set(kind, [...(calls.get(kind) ?? []), { ...call, token: session.token }]);
    }
  }
  return calls;
}

/** Each signed-in client's policies, from the list the server answers it. */
export async function sessionsOf(port: number, tokens: string[]): Promise<Session[]> {
  const sessions: Session[] = [];
  for (const token of tokens) {
    const response = await fetch(`http://127.0.0.1:${port}/v1/policy`, { headers: bearerHeaders(token) });
    const { items } = (await response.json()) as {
      items: Array<{ uuid: string; provider: { uuid: string }; _links: Record<string, { href: string }> }>;
    };
    sessions.push({
      token,
      policies: items.map((item) => ({
        uuid: item.uuid,
        providerUuid: item.provider.uuid,
        latest: item._links['valuation-latest']!.href,
        graph: item._links['valuation-graph']!.href,
      })),
    });
  }
  return sessions;
}

/** The calls of a mix that do not answer 2xx for this session, at rest: a mix must measure answers, not refusals. */
export async function refusedCalls(port: number, session: Session, mix: MixName): Promise<string[]> {
  const refused: string[] = [];
  for (const call of MIXES[mix](session)) {
    const response = await fetch(`http://127.0.0.1:${port}${call.path}`, {
      headers: bearerHeaders(session.token),
    });
    await response.arrayBuffer();
    if (!response.ok) refused.push(`${response.status} ${call.path}`);
  }
  return refused;
}

export interface MixRow {
  requests: number;
  rps: number;
  p50: number;
  'p97.5': number;
  p99: number;
  max: number;
  /** Answers other than 2xx, by status ("503×66 401×2"), and the 5xx among them. */
  non2xx: string;
  '5xx': number;
  /** Requests autocannon gave up on after the timeout. */
  timeouts: number;
  /** Connections that failed otherwise (reset, refused). */
  errors: number;
  /**
   * Sent and not answered when the run stopped (in a closed loop, about one a session), and how long the
   * oldest of them had waited: below the timeout, or it would have counted as one.
   */
  'in flight at end': number;
  'oldest in flight s': number;
  /** The server's CPU time a request, in ms. */
  'CPU ms/req': number;
}

export interface MixOptions {
  port: number;
  pid: number;
  /** Seconds; the run can also be stopped early through `stop`. */
  duration: number;
  /** Seconds before a request counts as unanswered. */
  timeout: number;
}

/**
 * Runs `sessions` at once, one connection each, each making its mix's calls in order and starting again at
 * once (a closed loop: the load is as high as the server lets it be). `started` gets a function that ends the
 * run early (for a run that lasts as long as something else does).
 */
export function runMix(
  options: MixOptions,
  sessions: Session[],
  mix: MixName,
  started?: (stop: () => void) => void,
): Promise<MixRow> {
  let next = 0;
  const cpuBefore = cpuMs(options.pid);
  /** When each connection's request in flight was sent. */
  const sentAt = new Map<object, number>();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${options.port}`,
        connections: sessions.length,
        duration: options.duration,
        timeout: options.timeout,
        // Each connection is one session: its own calls, with its own token, in the app's order.
        setupClient: (client) => {
          const session = sessions[next++ % sessions.length]!;
          const headers = bearerHeaders(session.token);
          client.setRequests(MIXES[mix](session).map((call) => ({ ...call, headers })));
          // Each request sent (the event autocannon counts them by; its types leave it out).
          (client as NodeJS.EventEmitter).on('request', () => sentAt.set(client, performance.now()));
          client.on('response', () => sentAt.delete(client));
        },
      },
      (error, result) => {
        const now = performance.now();
        const waits = [...sentAt.values()].map((at) => now - at);
        if (error) reject(error);
        else resolve(rowOf(result, cpuMs(options.pid) - cpuBefore, waits));
      },
    );
    started?.(() => instance.stop());
  });
}

function rowOf(result: autocannon.Result, cpu: number, waits: number[]): MixRow {
  const byStatus = Object.entries(result.statusCodeStats as Record<string, { count: number }>)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${status}×${count}`);
  const answered = result.requests.total;
  return {
    requests: answered,
    rps: Math.round(answered / result.duration),
    p50: result.latency.p50,
    'p97.5': result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: byStatus.join(' ') || '0',
    '5xx': result['5xx'],
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts,
    'in flight at end': waits.length,
    'oldest in flight s': Number((Math.max(0, ...waits) / 1000).toFixed(1)),
    'CPU ms/req': Number((cpu / Math.max(1, answered)).toFixed(2)),
  };
}
