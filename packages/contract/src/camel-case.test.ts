import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';

/**
 * Every key a client reads or writes is camelCase (issue 28). The walk starts at every export of
 * the contract: zod schemas, and plain objects holding them (endpoint descriptors: body, query,
 * params, responses). It descends through objects, arrays, unions, optionals, nullables, defaults,
 * pipes, lazies, records' values, intersections and tuples. A record's keys are data (an id, a
 * status), not names, so only object shapes are checked.
 */
const CAMEL = /^[a-z][a-zA-Z0-9]*$/;

/**
 * Keys of a format that is not the API's, kept as they are. Each entry: the schema path and why.
 * (The payment provider's webhook bodies are read by the server's adapter, not the contract.)
 */
const EXTERNAL_FORMAT_KEYS: ReadonlySet<string> = new Set<string>([
  // Stored JSON, never sent to a client: analytics_events.meta of price_selection (001 section 3.2),
  // like every event's meta (order_id, amount_usd...), read by SQL as meta->>'price_cents'.
  'PriceSelectionMetaSchema.price_cents',
]);

interface Def {
  type: string;
  shape?: Record<string, unknown>;
  element?: unknown;
  options?: readonly unknown[];
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  getter?: () => unknown;
  valueType?: unknown;
  left?: unknown;
  right?: unknown;
  items?: readonly unknown[];
  rest?: unknown;
}

const defOf = (value: unknown): Def | undefined =>
  typeof value === 'object' && value !== null && '_zod' in value
    ? (value as { _zod: { def: Def } })._zod.def
    : undefined;

/** The schemas inside a schema, each with the path suffix that names it. */
function childrenOf(def: Def): [unknown, string][] {
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).map(([key, inner]) => [inner, `.${key}`]);
    case 'array':
      return [[def.element, '[]']];
    case 'union':
      return (def.options ?? []).map((option, i) => [option, `|${i}`]);
    case 'pipe':
      return [
        [def.in, '>in'],
        [def.out, '>out'],
      ];
    case 'lazy':
      return [[def.getter?.(), '']];
    case 'record':
      return [[def.valueType, '{}']];
    case 'intersection':
      return [
        [def.left, '&L'],
        [def.right, '&R'],
      ];
    case 'tuple':
      return [
        ...(def.items ?? []).map((item, i): [unknown, string] => [item, `[${i}]`]),
        [def.rest, '[...]'],
      ];
    default:
      // optional, nullable, default, prefault, catch, readonly, nonoptional, promise...
      return [[def.innerType, '']];
  }
}

function offendingKeys(roots: Record<string, unknown>): string[] {
  const bad = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (value: unknown, path: string, depth: number): void => {
    if (typeof value !== 'object' || value === null || seen.has(value) || depth > 40) return;
    seen.add(value);
    const def = defOf(value);
    if (def?.type === 'object') {
      for (const key of Object.keys(def.shape ?? {})) {
        const at = `${path}.${key}`;
        if (!CAMEL.test(key) && !EXTERNAL_FORMAT_KEYS.has(at)) bad.add(at);
      }
    }
    // A plain object or array of the contract (endpoint descriptors, maps of schemas), or a schema's parts.
    const children: [unknown, string][] = def
      ? childrenOf(def)
      : Array.isArray(value)
        ? value.map((item, i): [unknown, string] => [item, `[${i}]`])
        : Object.entries(value).map(([key, inner]): [unknown, string] => [inner, `.${key}`]);
    for (const [child, suffix] of children) walk(child, `${path}${suffix}`, depth + 1);
  };
  for (const [name, value] of Object.entries(roots)) walk(value, name, 0);
  return [...bad].sort();
}

describe('contract keys', () => {
  it('are camelCase in every exported schema and endpoint descriptor', () => {
    expect(offendingKeys(contract as Record<string, unknown>)).toEqual([]);
  });

  it('the walk finds a snake_case key nested in an array of a union of an optional object', async () => {
    const z = await import('zod/mini');
    const page = z.object({
      items: z.array(
        z.union([z.object({ okKey: z.string() }), z.optional(z.object({ bad_key: z.string() }))]),
      ),
    });
    expect(offendingKeys({ page })).toEqual(['page.items[]|1.bad_key']);
  });
});
