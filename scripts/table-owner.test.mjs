import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLayers } from './check-layers.mjs';
import { tableOwners, tableReferences } from './table-owner.mjs';

const script = fileURLToPath(new URL('./check-layers.mjs', import.meta.url));
const roots = [];
const M = 'apps/server/src/modules';

function fixture(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'table-owner-'));
  roots.push(root);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** Two modules and platform, each declaring its tables the way the repo does. */
const tables = {
  [`${M}/ideas/ideas.tables.ts`]:
    'export interface IdeasTable {\n  id: string;\n  title: string;\n}\n\nexport interface IdeasTables {\n  ideas: IdeasTable;\n  idea_likes: { idea_id: string };\n}\n',
  [`${M}/collab/collab.tables.ts`]:
    'export interface CollabTables {\n  idea_team_members: { idea_id: string; member_id: string };\n}\n',
  'apps/server/src/platform/payments/payments.tables.ts':
    'export interface PaymentsTables {\n  payment_events: { id: string };\n}\n',
  'apps/server/src/db/schema.ts':
    'export interface DB extends IdeasTables, CollabTables {\n  jobs: JobsTable;\n  domain_events: { id: string };\n}\n',
};

/** A module querying another module's table: the refusal `npm run lint` prints. */
const foreign = {
  ...tables,
  [`${M}/collab/team-invites.ts`]: [
    "import { sql } from 'kysely';",
    "export const mine = (db) => db.selectFrom('idea_team_members as m').selectAll().execute();",
    "export const theirs = (db, id) => db.selectFrom('ideas').select('title').where('id', '=', id).execute();",
    "export const bump = (db, id) => db.updateTable('ideas').set({ title: 'x' }).where('id', '=', id).execute();",
    'export const raw = (db) => sql`select m.member_id from idea_team_members m join idea_likes l on l.idea_id = m.idea_id`.execute(db);',
    '',
  ].join('\n'),
};

describe('table-owner: owners read from the *.tables.ts files', () => {
  it('maps each table to the module whose tables file declares it, platform for the rest', () => {
    const { owners, duplicates } = tableOwners(fixture(tables));
    expect(Object.fromEntries([...owners].map(([table, { owner }]) => [table, owner]))).toEqual({
      ideas: 'ideas',
      idea_likes: 'ideas',
      idea_team_members: 'collab',
      payment_events: 'platform',
      jobs: 'platform',
      domain_events: 'platform',
    });
    expect(duplicates).toEqual([]);
  });

  it('refuses a table declared by two modules', () => {
    const root = fixture({
      ...tables,
      [`${M}/workspace/workspace.tables.ts`]: 'export interface WorkspaceTables {\n  ideas: IdeasTable;\n}\n',
    });
    expect(checkLayers(root).violations).toMatchObject([
      { rule: 'table-owner', file: `${M}/workspace/workspace.tables.ts`, specifier: 'ideas' },
    ]);
  });
});

describe('table-owner: the tables a source names', () => {
  it('reads Kysely calls (aliases, arrays, joins, sql.table) and sql text, and skips CTE names', () => {
    // Names that are no table (created_at after `from`) are dropped later, against the owners' map.
    const source = [
      "db.selectFrom('ideas as i').innerJoin('users as u', 'u.id', 'i.user_id')",
      "db.selectFrom(['follows as f', 'follow_counts'])",
      'trx.insertInto(\'coupons\').values(v); trx.deleteFrom("jobs")',
      "eb.selectFrom('idea_likes').leftJoin('idea_saves as s', 's.id', 'x')",
      "db.with('recent', (q) => q.selectFrom('ideas')).selectFrom('recent')",
      'sql`with mine as (select 1) select * from mine join orders o on true where x in (select id from "payouts")`',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the sql source text under test
      'sql<{ n: number }>`delete from notifications where id = ${id} and extract(epoch from created_at) > 0`',
      "sql.table('admin_logs'); const s = 'select * from users'; // from comments",
      "sql`update service_orders set x = 1`; sql.raw('insert into mail_outbox values (1)')",
    ].join('\n');
    expect(tableReferences(source).map((r) => [r.line, r.table, r.write, r.via])).toEqual([
      [1, 'ideas', false, 'selectFrom'],
      [1, 'users', false, 'innerJoin'],
      [2, 'follows', false, 'selectFrom'],
      [2, 'follow_counts', false, 'selectFrom'],
      [3, 'coupons', true, 'insertInto'],
      [3, 'jobs', true, 'deleteFrom'],
      [4, 'idea_likes', false, 'selectFrom'],
      [4, 'idea_saves', false, 'leftJoin'],
      [5, 'ideas', false, 'selectFrom'],
      [6, 'orders', false, 'sql'],
      [6, 'payouts', false, 'sql'],
      [7, 'notifications', true, 'sql'],
      [7, 'created_at', false, 'sql'],
      [8, 'admin_logs', false, 'table'],
      [9, 'service_orders', true, 'sql'],
      [9, 'mail_outbox', true, 'sql'],
    ]);
  });
});

describe('table-owner: a module queries only its own tables', () => {
  it("refuses a deliberate query on another module's table, naming file, line, table and owner", () => {
    let output = '';
    let status = 0;
    try {
      execFileSync(process.execPath, [script, fixture(foreign)], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      status = error.status;
      output = `${error.stdout}${error.stderr}`;
    }
    expect(status).toBe(1);
    expect(output).toContain(
      `${M}/collab/team-invites.ts:3  [table-owner] names 'ideas': module "collab" reads table "ideas" owned by "ideas" (selectFrom); read it through an exported function of module "ideas"`,
    );
    expect(output).toContain(
      `${M}/collab/team-invites.ts:4  [table-owner] names 'ideas': module "collab" writes table "ideas" owned by "ideas" (updateTable); only the owner writes it`,
    );
    expect(output).toContain(`${M}/collab/team-invites.ts:5  [table-owner] names 'idea_likes'`);
    expect(output).not.toContain("names 'idea_team_members'");
    expect(output).toContain('3 layering violation(s)');
  });

  it('refuses platform tables too, and leaves tests, test kits and seeders alone', () => {
    const root = fixture({
      ...tables,
      [`${M}/ideas/ideas.jobs.ts`]: "db.selectFrom('jobs').selectAll()\n",
      [`${M}/ideas/ideas.social.test.ts`]: "db.insertInto('idea_team_members').values(v)\n",
      [`${M}/ideas/ideas.test-kit.ts`]: "db.insertInto('idea_team_members').values(v)\n",
      [`${M}/ideas/ideas.seed-links.ts`]: "db.insertInto('idea_team_members').values(v)\n",
    });
    expect(checkLayers(root).violations.map((v) => [v.file, v.specifier])).toEqual([
      [`${M}/ideas/ideas.jobs.ts`, 'jobs'],
    ]);
  });

  it('lets an allowlisted read through, never an allowlisted write, and reports a stale entry', () => {
    const root = fixture(foreign);
    const file = `${M}/collab/team-invites.ts`;
    const read = { file, table: 'ideas' };
    const likes = { file, table: 'idea_likes' };
    const stale = { file: `${M}/collab/gone.ts`, table: 'ideas' };
    const result = checkLayers(root, { tableAllowlist: [read, likes, stale] });
    expect(result.violations.map((v) => [v.line, v.specifier, v.write])).toEqual([[4, 'ideas', true]]);
    expect(result.staleAllowlist).toEqual([stale]);
  });
});

describe('table-owner: views a module publishes', () => {
  it("lets every module read a view declared in an owner's …Views interface, and refuses a write to it", () => {
    const root = fixture({
      ...tables,
      [`${M}/ideas/ideas.tables.ts`]: `${tables[`${M}/ideas/ideas.tables.ts`]}\nexport interface IdeasViews {\n  public_ideas: { id: string };\n}\n`,
      [`${M}/collab/team-page.ts`]: [
        "db.selectFrom('public_ideas as p').select('p.id')",
        'sql`select 1 from idea_team_members m join public_ideas p on p.id = m.idea_id`',
        "db.updateTable('public_ideas').set({ id: 'x' })",
        '',
      ].join('\n'),
    });
    const { owners } = tableOwners(root);
    expect(owners.get('public_ideas')).toMatchObject({ owner: 'ideas', published: true });
    expect(owners.get('ideas')).toMatchObject({ owner: 'ideas', published: false });
    expect(checkLayers(root).violations.map((v) => [v.line, v.specifier, v.write])).toEqual([
      [3, 'public_ideas', true],
    ]);
  });
});

describe('module-cycle', () => {
  it('refuses modules importing each other in a cycle, and ignores test files', () => {
    const root = fixture({
      [`${M}/a/a.ts`]: "import { b } from '../b/b.ts';\n",
      [`${M}/b/b.ts`]: "import { c } from '../c/c.ts';\n",
      [`${M}/c/c.ts`]: "import { a } from '../a/a.ts';\n",
      [`${M}/d/d.ts`]: "import { a } from '../a/a.ts';\n",
      [`${M}/a/a.test.ts`]: "import { d } from '../d/d.ts';\n",
    });
    const { violations } = checkLayers(root);
    expect(violations).toMatchObject([
      { rule: 'module-cycle', file: `${M}/a/a.ts`, line: 1, modules: ['a', 'b', 'c'] },
    ]);
    expect(violations[0].message).toContain('(a→b, b→c, c→a)');
  });
});
