import { CompiledQuery, type Kysely, type KyselyPlugin } from 'kysely';
import type { DB } from '../apps/server/src/db/schema.ts';
import type { BenchEndpoint } from './endpoints.ts';

/**
 * Runs the endpoint's bare SQL once, capturing every statement it sends, then each statement again
 * under EXPLAIN (ANALYZE, BUFFERS): its plans, in the order it ran them.
 */
export async function explainEndpoint(db: Kysely<DB>, endpoint: BenchEndpoint): Promise<string[]> {
  const executor = db.getExecutor();
  // Nested builders (subqueries, CTEs) pass through transformQuery too; only statements that
  // return a result were sent.
  const compiled = new Map<unknown, CompiledQuery>();
  const captured: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      compiled.set(queryId, executor.compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      const query = compiled.get(queryId);
      if (query) captured.push(query);
      return result;
    },
  };
  await endpoint.sql(db.withPlugin(capture));
  const plans: string[] = [];
  for (const query of captured) {
    const result = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (analyze, buffers) ${query.sql}`, [...query.parameters]),
    );
    plans.push(
      [query.sql.replace(/\s+/g, ' ').trim(), ...result.rows.map((r) => r['QUERY PLAN'])].join('\n'),
    );
  }
  return plans;
}
