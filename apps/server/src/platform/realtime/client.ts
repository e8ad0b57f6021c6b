import { ERRORS, type ErrorCode, REALTIME, type RealtimeServerFrame } from '@ibh/contract';
import { WebSocket } from 'ws';

/** One authenticated socket: who it is, what it listens to, whether it answered the last ping. */
export class RealtimeClient {
  readonly topics = new Set<string>();
  alive = true;

  constructor(
    readonly socket: WebSocket,
    readonly userId: string,
    /** The session it was opened with (none for test identities). */
    readonly sessionId?: string,
  ) {
    socket.on('pong', () => {
      this.alive = true;
    });
  }

  send(frame: RealtimeServerFrame): void {
    this.sendRaw(JSON.stringify(frame));
  }

  sendError(code: ErrorCode, topic?: string): void {
    this.send({ type: 'error', code, message: ERRORS[code].message, ...(topic ? { topic } : {}) });
  }

  /** Sends an already serialised frame; closes a socket too slow to drain its buffer. */
  sendRaw(frame: string): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount > REALTIME.maxBufferedBytes) {
      this.socket.close(REALTIME.closeCodes.tryAgainLater, 'too slow');
      return;
    }
    this.socket.send(frame);
  }

  /** Closes the socket because its session ended (signed out, account gone): 4410, the reason given. */
  end(reason: string): void {
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING)
      this.socket.close(REALTIME.closeCodes.sessionEnded, reason);
  }

  /** One heartbeat tick: drops a socket that missed the previous ping, else pings it again. */
  heartbeat(): void {
    if (!this.alive) {
      this.socket.terminate();
      return;
    }
    this.alive = false;
    this.socket.ping();
  }
}
