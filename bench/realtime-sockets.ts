import { MESSAGE_EVENTS, REALTIME, userTopic } from '@ibh/contract';
import { WebSocket } from 'ws';
import type { RealtimeBenchUser } from './realtime-seed.ts';

/** Wall-clock milliseconds with sub-millisecond precision (comparable with Postgres timestamps). */
export const wallNow = () => performance.timeOrigin + performance.now();

/** One `dm.created` frame as a socket received it. */
export interface Receipt {
  userId: string;
  clientId: string;
  at: number;
}

/**
 * Opens the user's socket as the web client does (cookie auth, then `subscribe` to the user's own
 * topic once `ready`) and resolves once the server acknowledged the subscription. Frames are read
 * with a plain JSON.parse: the bench must not add its own latency to what it measures.
 */
function openUserSocket(
  wsUrl: string,
  user: RealtimeBenchUser,
  onReceipt: (receipt: Receipt) => void,
  onClose: (userId: string, code: number) => void,
): Promise<WebSocket> {
  const ws = new WebSocket(wsUrl, { headers: { cookie: user.cookie } });
  const topic = userTopic(user.id);
  return new Promise((resolve, reject) => {
    let opened = false;
    ws.once('error', reject);
    ws.on('close', (code) => {
      if (opened) onClose(user.id, code);
      else reject(new Error(`bench: the socket of ${user.id} closed (${code}) before it was live`));
    });
    ws.on('message', (data) => {
      const at = wallNow();
      const frame = JSON.parse(String(data)) as {
        type: string;
        topic?: string;
        event?: { type: string; data: { clientId?: string | null } };
      };
      if (frame.type === 'event' && frame.event?.type === MESSAGE_EVENTS.created) {
        const clientId = frame.event.data.clientId;
        if (clientId) onReceipt({ userId: user.id, clientId, at });
      } else if (frame.type === 'ready') {
        ws.send(JSON.stringify({ type: 'subscribe', topic }));
      } else if (frame.type === 'subscribed' && frame.topic === topic) {
        opened = true;
        resolve(ws);
      } else if (frame.type === 'error') {
        reject(new Error(`bench: the server refused ${topic}: ${String(data)}`));
      }
    });
  });
}

export interface SocketFleet {
  sockets: WebSocket[];
  /** Sockets the server closed while the bench ran (code by user). */
  closed: { userId: string; code: number }[];
  close(): void;
}

/** Opens every user's socket, `batch` handshakes at a time; resolves once all are live. */
export async function openFleet(
  baseUrl: string,
  users: RealtimeBenchUser[],
  onReceipt: (receipt: Receipt) => void,
  batch = 50,
): Promise<SocketFleet> {
  const wsUrl = `${baseUrl.replace(/^http/, 'ws')}${REALTIME.path}`;
  const sockets: WebSocket[] = [];
  const closed: { userId: string; code: number }[] = [];
  let closing = false;
  const onClose = (userId: string, code: number) => {
    if (!closing) closed.push({ userId, code });
  };
  for (let start = 0; start < users.length; start += batch) {
    sockets.push(
      ...(await Promise.all(
        users.slice(start, start + batch).map((user) => openUserSocket(wsUrl, user, onReceipt, onClose)),
      )),
    );
  }
  return {
    sockets,
    closed,
    close() {
      closing = true;
      for (const ws of sockets) ws.close();
    },
  };
}
