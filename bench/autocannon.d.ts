/** The part of autocannon's programmatic API the bench uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface AutocannonOptions {
    url: string;
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Requests per second across all connections (default: as fast as they answer). */
    overallRate?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    /** Per-request changes (a fresh body or path each time). */
    requests?: {
      setupRequest?: (request: { path: string; body?: string }) => { path: string; body?: string };
    }[];
  }

  export interface AutocannonResult {
    /** Per-second samples of completed requests. */
    requests: { average: number; total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }

  /** Emits `response(client, statusCode, resBytes, responseTimeMs)` and resolves with the result. */
  export interface AutocannonInstance extends EventEmitter, PromiseLike<AutocannonResult> {}

  export default function autocannon(options: AutocannonOptions): AutocannonInstance;
}
