import { MESSAGE_API, type SentMessage } from '@ibh/contract';
import type { RealtimeBenchData } from './realtime-seed.ts';
import { wallNow } from './realtime-sockets.ts';

/** The realtime bench's load: direct messages POSTed open-loop, each with what became of it. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A timestamptz as ISO text (microseconds) to wall-clock milliseconds, keeping the microseconds. */
function isoToMs(iso: string): number {
  const micro = /\.(\d+)/.exec(iso)?.[1] ?? '';
  const extra = micro.length > 3 ? Number(`0.${micro.slice(3)}`) : 0;
  return Date.parse(iso) + extra;
}

export interface Sent {
  clientId: string;
  /** Why the POST failed (status and error code, or the network error); null when it answered 201. */
  failure: string | null;
  recipients: [string, string];
  startedAt: number;
  postMs: number | null;
  createdAt: number | null;
}

/** Sends `rate` direct messages a second for `duration`, round-robin over the threads, senders alternating. */
export async function drive(
  baseUrl: string,
  data: RealtimeBenchData,
  args: { rate: number; duration: number },
  log: (message: string) => void,
): Promise<{ sent: Sent[]; sendSeconds: number }> {
  const total = args.rate * args.duration;
  const spacing = 1000 / args.rate;
  const pending: Promise<Sent>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    await sleep(start + i * spacing - performance.now());
    const thread = data.threads[i % data.threads.length] as RealtimeBenchData['threads'][number];
    const flip = Math.floor(i / data.threads.length) % 2 === 1;
    const [from, to] = flip ? [thread.b, thread.a] : [thread.a, thread.b];
    const clientId = `rt-${i}`;
    pending.push(
      (async (): Promise<Sent> => {
        const startedAt = wallNow();
        const sent: Sent = {
          clientId,
          failure: null,
          recipients: [from.id, to.id],
          startedAt,
          postMs: null,
          createdAt: null,
        };
        try {
          const res = await fetch(`${baseUrl}${MESSAGE_API.send}`, {
            method: 'POST',
            headers: { cookie: from.cookie, ...from.csrf, 'content-type': 'application/json' },
            body: JSON.stringify({ recipientId: to.id, body: `Realtime bench ${i}`, clientId }),
          });
          const body = (await res.json()) as SentMessage & { error?: { code?: string } };
          if (res.status === 201) {
            sent.postMs = wallNow() - startedAt;
            sent.createdAt = isoToMs(body.message.createdAt);
          } else sent.failure = `${res.status} ${body.error?.code ?? ''}`.trim();
        } catch (error) {
          const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
          sent.failure = cause?.code ?? cause?.message ?? (error as Error).message;
        }
        return sent;
      })(),
    );
  }
  // The send window ends with the last POST's start: the rate the load was offered at.
  const sendSeconds = (performance.now() - start) / 1000;
  const sent = await Promise.all(pending);
  log(
    `sent ${total} in ${sendSeconds.toFixed(1)} s; all answered after ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
  return { sent, sendSeconds };
}

export function countFailures(sent: Sent[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { failure } of sent) if (failure !== null) counts[failure] = (counts[failure] ?? 0) + 1;
  return counts;
}
