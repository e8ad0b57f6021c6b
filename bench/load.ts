import autocannon from 'autocannon';
import { type CpuMeters, type CpuPerAnswer, readMeters } from './cpu-meters.ts';
import type { BenchEndpoint } from './endpoints.ts';
import { type Summary, summarize } from './stats.ts';

export interface LoadOptions {
  baseUrl: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** CPU seconds the server (its whole process tree) has used so far, read around the measured window. */
  serverCpuSeconds?: () => number | undefined;
  /** Server, PostgreSQL and bench CPU read around the measured window (issue 27's decomposition). */
  cpuMeters?: CpuMeters;
}

export interface LoadResult {
  /** 2xx responses per second over the measured window. */
  requestsPerSecond: number;
  totalRequests: number;
  /** Latency of the 2xx responses, in ms, measured per request (autocannon's own histogram is whole ms). */
  latency: Summary;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Server CPU milliseconds per response over the measured window, when serverCpuSeconds was given. */
  cpuMsPerRequest?: number;
  /** CPU ms per response of the server, PostgreSQL and the load generator, when cpuMeters was given. */
  cpu?: CpuPerAnswer;
}

const REQUEST_TIMEOUT_SECONDS = 10;

async function fire(
  endpoint: BenchEndpoint,
  options: LoadOptions,
  headers: Record<string, string>,
  seconds: number,
) {
  const latencies: number[] = [];
  let responses = 0;
  const started = performance.now();
  const instance = autocannon({
    url: `${options.baseUrl}${endpoint.path}`,
    method: endpoint.method,
    headers: {
      ...(endpoint.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body),
    ...(endpoint.vary
      ? {
          requests: [
            {
              setupRequest: (request: { path: string; body?: string }) => {
                const next = endpoint.vary?.() ?? {};
                return {
                  ...request,
                  ...(next.path ? { path: next.path } : {}),
                  ...(next.body === undefined ? {} : { body: JSON.stringify(next.body) }),
                };
              },
            },
          ],
        }
      : {}),
    connections: options.connections,
    duration: seconds,
    timeout: REQUEST_TIMEOUT_SECONDS,
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    responses += 1;
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  return { result, latencies, responses, elapsedSeconds: (performance.now() - started) / 1000 };
}

/** Warms the endpoint up, then loads it for the configured duration. */
export async function loadEndpoint(endpoint: BenchEndpoint, options: LoadOptions): Promise<LoadResult> {
  const headers = (await endpoint.prepare?.(options.baseUrl)) ?? {};
  if (options.warmupSeconds > 0) await fire(endpoint, options, headers, options.warmupSeconds);
  const cpuBefore = options.serverCpuSeconds?.();
  const meters = readMeters(options.cpuMeters);
  const { result, latencies, responses, elapsedSeconds } = await fire(
    endpoint,
    options,
    headers,
    options.durationSeconds,
  );
  const cpuAfter = options.serverCpuSeconds?.();
  const cpu = meters.per(responses);
  return {
    ...(cpu ? { cpu } : {}),
    ...(cpuBefore !== undefined && cpuAfter !== undefined && responses > 0
      ? { cpuMsPerRequest: ((cpuAfter - cpuBefore) * 1000) / responses }
      : {}),
    requestsPerSecond: latencies.length / elapsedSeconds,
    totalRequests: result.requests.total,
    latency: summarize(latencies),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
