import { REALTIME, type RealtimeEvent } from '@ibh/contract';
import type { RealtimeClient } from './client.ts';

/** This process's sockets: by user, and by the topics they subscribed to. */
export class SocketRegistry {
  readonly clients = new Set<RealtimeClient>();
  private readonly subscribers = new Map<string, Set<RealtimeClient>>();
  private readonly byUser = new Map<string, Set<RealtimeClient>>();

  add(client: RealtimeClient): void {
    this.clients.add(client);
    const mine = this.byUser.get(client.userId) ?? new Set<RealtimeClient>();
    mine.add(client);
    this.byUser.set(client.userId, mine);
  }

  remove(client: RealtimeClient): void {
    for (const topic of [...client.topics]) this.unsubscribe(client, topic);
    this.clients.delete(client);
    const mine = this.byUser.get(client.userId);
    mine?.delete(client);
    if (mine?.size === 0) this.byUser.delete(client.userId);
  }

  /** Returns false when the socket already holds the maximum number of topics. */
  subscribe(client: RealtimeClient, topic: string): boolean {
    if (client.topics.has(topic)) return true;
    if (client.topics.size >= REALTIME.maxTopicsPerSocket) return false;
    client.topics.add(topic);
    const set = this.subscribers.get(topic) ?? new Set<RealtimeClient>();
    set.add(client);
    this.subscribers.set(topic, set);
    return true;
  }

  unsubscribe(client: RealtimeClient, topic: string): void {
    client.topics.delete(topic);
    const set = this.subscribers.get(topic);
    set?.delete(client);
    if (set?.size === 0) this.subscribers.delete(topic);
  }

  ofUser(userId: string): RealtimeClient[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  hasSubscribers(topic: string): boolean {
    return this.subscribers.has(topic);
  }

  /** Stops every delivery to the client now, then closes it (4410 with the reason). */
  end(client: RealtimeClient, reason: string): void {
    for (const topic of [...client.topics]) this.unsubscribe(client, topic);
    client.end(reason);
  }

  deliver(topic: string, event: RealtimeEvent): void {
    const set = this.subscribers.get(topic);
    if (!set) return;
    const frame = JSON.stringify({ type: 'event', topic, event });
    for (const client of set) client.sendRaw(frame);
  }
}
