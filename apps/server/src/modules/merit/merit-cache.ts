import { MERIT, type MeritData } from '@ibh/contract';
import { sql } from 'kysely';
import * as z from 'zod/mini';
import type { Database, Unlisten } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';

/** The NOTIFY channel migration 0020's ledger trigger announces a user's changed points on. */
export const MERIT_CHANNEL = 'ibh_merit';
const ChangeSchema = z.object({ ns: z.string(), userId: z.string() });

/**
 * The merit cards' in-memory cache (001 section 9: 60 s), forgotten for a user as soon as their
 * points change: the ledger's trigger NOTIFYs every server process at commit. While the LISTEN
 * connection is down nothing is cached (a change could be missed), and the cache is cleared when
 * it is lost and when it is back.
 */
export class MeritCache {
  private readonly entries = new Map<string, { data: MeritData; expiresAt: number }>();
  private unlisten: Unlisten | undefined;
  private ns: string | undefined;
  /** Moves on every change heard: a read that began before a change does not cache what it read. */
  private changes = 0;

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  async start(): Promise<void> {
    const result = await sql<{ ns: string }>`select current_schema() as ns`.execute(this.database.db);
    this.ns = result.rows[0]?.ns ?? 'public';
    this.unlisten = await this.database.listen(
      MERIT_CHANNEL,
      (payload) => this.onChange(payload),
      () => {
        this.changes++;
        this.entries.clear();
      },
    );
  }

  async stop(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    this.entries.clear();
    await unlisten?.();
  }

  private onChange(payload: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    const change = ChangeSchema.safeParse(parsed);
    if (change.success && change.data.ns === this.ns) {
      this.changes++;
      this.entries.delete(change.data.userId);
    }
  }

  private usable(): boolean {
    return this.unlisten !== undefined && this.database.listening();
  }

  get(userId: string): MeritData | undefined {
    if (!this.usable()) return undefined;
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock.now().getTime()) {
      this.entries.delete(userId);
      return undefined;
    }
    return entry.data;
  }

  /** Call before reading the database; pass the answer to `set`. */
  stamp(): number {
    return this.changes;
  }

  set(userId: string, data: MeritData, stamp: number): void {
    if (!this.usable() || stamp !== this.changes) return;
    // Bounded: the oldest entry goes first (Map keeps insertion order).
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(userId, { data, expiresAt: this.clock.now().getTime() + MERIT.cacheTtl });
  }

  forget(userId: string): void {
    this.entries.delete(userId);
  }
}

const MAX_ENTRIES = 10_000;
