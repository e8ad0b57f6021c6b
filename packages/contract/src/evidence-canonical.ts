/**
 * The canonical form of a finalized evidence version (issue 17, decision 57). Finalizing stores
 * SHA-256 (lowercase hex) of the UTF-8 bytes of `canonicalVersionText(...)`; anyone can recompute it
 * from what the evidence page and GET /api/evidence/{id}?v= show (docs/evidence-hash.md has a script).
 *
 * The text is JSON with keys sorted at every level, no whitespace, arrays in stored order:
 * {"artifacts":[{"contentHash","name","type","url"}...],"evidenceId","format":"ibh-evidence-v1",
 *  "interviews":[{"answer","channel","learning","number","question","who"}...],"prevHash",
 *  "summary","title","version"}. Missing optional values are null.
 */
import type { EvidenceDetail } from './evidence-answers.ts';

export const CANONICAL_FORMAT = 'ibh-evidence-v1';

export interface CanonicalArtifact {
  type: string;
  url: string | null;
  name: string | null;
  contentHash: string | null;
}

export interface CanonicalInterview {
  number: number;
  question: string;
  answer: string;
  who: string | null;
  channel: string | null;
  learning: string | null;
}

export interface CanonicalVersion {
  evidenceId: string;
  version: number;
  title: string;
  summary: string;
  interviews: readonly CanonicalInterview[];
  artifacts: readonly CanonicalArtifact[];
  prevHash: string | null;
}

/** JSON with object keys sorted at every level (arrays keep their order). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The text whose SHA-256 is a version's hash. Only the listed fields count, whatever else `v` holds. */
export function canonicalVersionText(v: CanonicalVersion): string {
  return canonicalJson({
    format: CANONICAL_FORMAT,
    evidenceId: v.evidenceId,
    version: v.version,
    title: v.title,
    summary: v.summary,
    interviews: v.interviews.map((i) => ({
      number: i.number,
      question: i.question,
      answer: i.answer,
      who: i.who ?? null,
      channel: i.channel ?? null,
      learning: i.learning ?? null,
    })),
    artifacts: v.artifacts.map((a) => ({
      type: a.type,
      url: a.url ?? null,
      name: a.name ?? null,
      contentHash: a.contentHash ?? null,
    })),
    prevHash: v.prevHash ?? null,
  });
}

/**
 * The canonical text of the version an evidence page shows, from the detail answer alone: what the
 * browser's Verify button (and the server tests standing in for it) hash to check the stored hash.
 */
export function detailCanonicalText(detail: EvidenceDetail): string {
  const v = detail.version;
  return canonicalVersionText({
    evidenceId: detail.id,
    version: v.version,
    title: v.title,
    summary: v.summary,
    interviews: v.interviews,
    artifacts: v.artifacts.map((a) => ({ ...a, url: a.sourceUrl })),
    prevHash: v.prevHash,
  });
}

/** Owner intent: comma-separated, trimmed, empty entries dropped, each tag once (001 section 5). */
export function parseOwnerIntent(text: string): string[] {
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    if (tag !== '' && !tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

/** The id as shown: its first 4 and last 4 characters (001 section 2.10). */
export function shortEvidenceId(id: string): string {
  return id.length <= 8 ? id : `${id.slice(0, 4)}…${id.slice(-4)}`;
}
