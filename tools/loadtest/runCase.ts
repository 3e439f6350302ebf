import autocannon from "autocannon";
import type { LoadCase } from "./cases.ts";
import type { LoadOptions } from "./options.ts";

/** What one case measured. */
export interface CaseResult {
  name: string;
  path: string;
  status: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Answers with another status than the case's, or a body that failed its check. */
  unexpected: number;
}

/** Hammers one address with autocannon for the given duration and connections (loopback only). */
export async function runCase(baseUrl: string, loadCase: LoadCase, options: LoadOptions): Promise<CaseResult> {
  const result = await autocannon({
    url: `${baseUrl}${loadCase.path}`,
    connections: options.connections,
    duration: options.duration,
    headers: loadCase.headers,
    ...(loadCase.verifyBody ? { verifyBody: (body) => loadCase.verifyBody!(String(body ?? "")) } : {}),
  });
  const statuses = Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => ({
    status: Number(status),
    count: stats.count ?? 0,
  }));
  const otherStatuses = statuses
    .filter(({ status }) => status !== loadCase.status)
    .reduce((total, { count }) => total + count, 0);
  return {
    name: loadCase.name,
    path: loadCase.path,
    status: loadCase.status,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    unexpected: otherStatuses + result.mismatches,
  };
}
