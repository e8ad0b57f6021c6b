import { MESSAGE_API, MESSAGE_EVENTS, REALTIME, RealtimeServerFrameSchema } from '@ibh/contract';
import { WebSocket } from 'ws';
import { BENCH_PROBE_RECIPIENT, BENCH_PROBE_SENDER } from './messages-dataset.ts';
import { signInBenchWriter } from './session.ts';
import { type Summary, summarize } from './stats.ts';

export interface DmLatencyOptions {
  baseUrl: string;
  /** Messages to send. */
  count: number;
  /** Time between two sends (open loop: a slow answer does not delay the next send). */
  spacingMs: number;
  /** What the load is doing right now (the endpoint being loaded), recorded with each sample. */
  phase(): string;
  /** A message whose frame has not arrived after this long counts as lost. */
  timeoutMs?: number;
}

export interface DmLatencyReport {
  sent: number;
  spacingMs: number;
  /** Frames that never arrived within the timeout (or sends that failed). */
  lost: number;
  /** POST /api/messages answered (201), from the start of the request. */
  post: Summary;
  /** The `dm.created` frame on the recipient's socket, from the start of the POST. */
  arrival: Summary;
  byPhase: { phase: string; arrival: Summary }[];
}

interface Sample {
  phase: string;
  postMs: number | null;
  arrivalMs: number | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Opens the recipient's socket with their session cookie; resolves once the server said `ready`. */
function openRecipientSocket(baseUrl: string, cookie: string, onDm: (clientId: string, at: number) => void) {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${REALTIME.path}`, { headers: { cookie } });
  return new Promise<WebSocket>((resolve, reject) => {
    ws.once('error', reject);
    ws.once('close', (code) => reject(new Error(`bench: the probe socket closed (${code})`)));
    ws.on('message', (data) => {
      const at = performance.now();
      const frame = RealtimeServerFrameSchema.parse(JSON.parse(String(data)));
      if (frame.type === 'ready') resolve(ws);
      if (frame.type !== 'event' || frame.event.type !== MESSAGE_EVENTS.created) return;
      const clientId = (frame.event.data as { clientId?: string | null }).clientId;
      if (clientId) onDm(clientId, at);
    });
  });
}

/**
 * While the endpoints are loaded, one person sends `count` direct messages, spaced, to another
 * who holds a signed-in WebSocket, and times each from the start of its POST to the arrival of
 * its `dm.created` frame on the recipient's socket.
 */
export async function measureDmLatency(options: DmLatencyOptions): Promise<DmLatencyReport> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const [sender, recipient] = await Promise.all([
    signInBenchWriter(options.baseUrl, BENCH_PROBE_SENDER.email),
    signInBenchWriter(options.baseUrl, BENCH_PROBE_RECIPIENT.email),
  ]);
  const arrivals = new Map<string, number>();
  const waiters = new Map<string, (at: number) => void>();
  const ws = await openRecipientSocket(options.baseUrl, recipient.cookie as string, (clientId, at) => {
    arrivals.set(clientId, at);
    waiters.get(clientId)?.(at);
  });

  const arrivalOf = (clientId: string) =>
    new Promise<number | null>((resolve) => {
      const known = arrivals.get(clientId);
      if (known !== undefined) return resolve(known);
      const timer = setTimeout(() => resolve(null), timeoutMs);
      waiters.set(clientId, (at) => {
        clearTimeout(timer);
        resolve(at);
      });
    });

  async function probe(i: number): Promise<Sample> {
    const clientId = `probe-${i}`;
    const phase = options.phase();
    const arrived = arrivalOf(clientId);
    const started = performance.now();
    let postMs: number | null = null;
    try {
      const res = await fetch(`${options.baseUrl}${MESSAGE_API.send}`, {
        method: 'POST',
        headers: { ...sender, 'content-type': 'application/json' },
        body: JSON.stringify({
          recipientId: BENCH_PROBE_RECIPIENT.id,
          body: `Latency probe ${i}`,
          clientId,
        }),
      });
      await res.arrayBuffer();
      if (res.status === 201) postMs = performance.now() - started;
    } catch {
      // Counted as lost below.
    }
    const at = postMs === null ? null : await arrived;
    return { phase, postMs, arrivalMs: at === null ? null : at - started };
  }

  const pending: Promise<Sample>[] = [];
  const start = performance.now();
  for (let i = 0; i < options.count; i++) {
    await sleep(start + i * options.spacingMs - performance.now());
    pending.push(probe(i));
  }
  const samples = await Promise.all(pending);
  ws.close();

  const arrived = samples.filter((s) => s.arrivalMs !== null);
  const phases = [...new Set(samples.map((s) => s.phase))];
  return {
    sent: samples.length,
    spacingMs: options.spacingMs,
    lost: samples.length - arrived.length,
    post: summarize(samples.flatMap((s) => (s.postMs === null ? [] : [s.postMs]))),
    arrival: summarize(arrived.map((s) => s.arrivalMs as number)),
    byPhase: phases.map((phase) => ({
      phase,
      arrival: summarize(arrived.filter((s) => s.phase === phase).map((s) => s.arrivalMs as number)),
    })),
  };
}
