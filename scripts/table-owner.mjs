// The `table-owner` rule of `scripts/check-layers.mjs`: a server module queries only its own tables.
//
// Who owns a table is read from the code, so the map cannot rot:
//   - apps/server/src/modules/<m>/<m>.tables.ts: the members of its `export interface …Tables { … }`
//     belong to module <m>;
//   - apps/server/src/platform/**/*.tables.ts and the DB interface's own members in db/schema.ts
//     (jobs, domain_events, mail_outbox, …) belong to "platform";
//   - the members of an `export interface …Views { … }` in a tables file are views its module publishes
//     (a stable read shape over its tables, decision 142): every module may read them, none writes.
// A module reaches another module's table only through that module's exported functions (or a query
// fragment the owner publishes, e.g. `publicIdeasJoin(qb)` built inside the owner's folder); platform
// tables only through platform/ functions.
//
// A table is "named" by a Kysely call with a string literal (`selectFrom('x')`, `selectFrom(['x as a'])`,
// `insertInto`, `updateTable`, `deleteFrom`, `mergeInto`, `replaceInto`, `using`, any `…Join('x as y')`,
// `sql.table('x')`) or by `sql` text (`from x`, `join x`, `into x`, `update x`, `using x`, including
// `sql.raw('…')`). Names a file defines as a CTE (`.with('x', …)`, `with x as (`) are not tables.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lex } from './ts-lex.mjs';

const toPosix = (p) => p.split(path.sep).join('/');
const MODULE_FILE = /^apps\/server\/src\/modules\/([^/]+)\//;
const PLATFORM_FILE = /^apps\/server\/src\/platform\//;

/** Keys of `interface <name> … { key: T; … }` declarations (top-level members only). */
function interfaceKeys(source, namePattern) {
  const keys = [];
  const header = new RegExp(`export\\s+interface\\s+(${namePattern})\\b[^{]*\\{`, 'g');
  for (const match of source.matchAll(header)) {
    let depth = 1;
    let i = match.index + match[0].length;
    const start = i;
    while (i < source.length && depth > 0) {
      if (source[i] === '{') depth++;
      else if (source[i] === '}') depth--;
      i++;
    }
    const body = source.slice(start, i - 1);
    for (const member of body.matchAll(/^\s*([a-z_][a-z0-9_]*)\s*:/gm)) keys.push(member[1]);
  }
  return keys;
}

function findFiles(dir, test, out = []) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) findFiles(full, test, out);
    else if (test(entry.name)) out.push(full);
  }
  return out;
}

/**
 * table -> { owner, declaredIn } from the *.tables.ts files and db/schema.ts under `root`, plus the
 * tables declared twice (each a problem of its own).
 */
export function tableOwners(root) {
  const owners = new Map();
  const duplicates = [];
  const declare = (table, owner, declaredIn, published = false) => {
    const known = owners.get(table);
    if (known && known.declaredIn !== declaredIn)
      duplicates.push({ table, files: [known.declaredIn, declaredIn] });
    else owners.set(table, { owner, declaredIn, published });
  };
  const serverSrc = path.join(root, 'apps/server/src');
  for (const file of findFiles(serverSrc, (name) => name.endsWith('.tables.ts')).sort()) {
    const rel = toPosix(path.relative(root, file));
    const owner = rel.match(MODULE_FILE)?.[1] ?? (PLATFORM_FILE.test(rel) ? 'platform' : null);
    if (!owner) continue;
    const source = readFileSync(file, 'utf8');
    for (const table of interfaceKeys(source, '\\w+Tables')) declare(table, owner, rel);
    // A view the owner publishes for others to read (decision 142): any module may select from it.
    for (const view of interfaceKeys(source, '\\w+Views')) declare(view, owner, rel, true);
  }
  const schema = path.join(serverSrc, 'db/schema.ts');
  let schemaSource = '';
  try {
    schemaSource = readFileSync(schema, 'utf8');
  } catch {}
  for (const table of interfaceKeys(schemaSource, 'DB'))
    declare(table, 'platform', 'apps/server/src/db/schema.ts');
  return { owners, duplicates };
}

const KYSELY_CALL =
  /(?:\.|\b)(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto|using|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin|innerJoinLateral|leftJoinLateral|crossJoinLateral|table|with|withRecursive)\s*\(\s*\[?/g;
const CTE_CALLS = new Set(['with', 'withRecursive']);
const WRITE_CALLS = new Set(['insertInto', 'updateTable', 'deleteFrom', 'mergeInto', 'replaceInto']);
const SQL_NAME = /\b(from|join|into|update|using)\s+"?([a-z_][a-z0-9_]*)"?(?!\s*\.|\s*\()/gi;
const SQL_CTE =
  /(?:\bwith(?:\s+recursive)?|,)\s+([a-z_][a-z0-9_]*)\s+as\s+(?:(?:not\s+)?materialized\s+)?\(/gi;

/** 1-based line of an offset. */
function lineAt(source, offset) {
  let line = 1;
  for (let i = 0; i < offset; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * Every table a source text names, with its line and whether it writes, minus the names it defines as
 * CTEs. `{ table, line, write, via }[]`, via: the Kysely method or `sql`.
 */
export function tableReferences(source) {
  const { code, strings, templates } = lex(source);
  const refs = [];
  const ctes = new Set();
  // Kysely: a method call whose first argument (or array of arguments) is string literals.
  const stringAt = new Map(strings.map((s) => [s.start, s]));
  for (const match of code.matchAll(KYSELY_CALL)) {
    const method = match[1];
    if (
      method === 'table' &&
      !/\bsql\s*\.\s*table\s*\($/.test(
        code.slice(Math.max(0, match.index - 8), match.index + match[0].length).replace(/\[$/, ''),
      )
    )
      continue;
    let i = match.index + match[0].length;
    // selectFrom(['a', 'b as c']) lists tables; otherwise only the first argument names one.
    const list = match[0].endsWith('[');
    for (;;) {
      while (/\s/.test(code[i] ?? '')) i++;
      const literal = stringAt.get(i);
      if (!literal) break;
      const name = literal.value
        .trim()
        .split(/\s+as\s+/i)[0]
        .trim();
      if (CTE_CALLS.has(method)) ctes.add(name);
      else if (/^[a-z_][a-z0-9_]*$/.test(name))
        refs.push({
          table: name,
          line: lineAt(source, literal.start),
          write: WRITE_CALLS.has(method),
          via: method,
        });
      i = literal.end;
      while (/\s/.test(code[i] ?? '')) i++;
      if (!list || code[i] !== ',') break;
      i++;
    }
  }
  // sql text: tagged templates (sql`…`, sql<T>`…`) and sql.raw('…') arguments.
  const texts = templates.filter((t) => /(?:^|[^\w$.])sql$/.test(t.tag));
  for (const s of strings) {
    if (/\bsql\s*\.\s*raw\s*\(\s*$/.test(code.slice(Math.max(0, s.start - 16), s.start))) texts.push(s);
  }
  for (const t of texts) {
    for (const m of t.value.matchAll(SQL_CTE)) ctes.add(m[1].toLowerCase());
    for (const m of t.value.matchAll(SQL_NAME)) {
      const keyword = m[1].toLowerCase();
      refs.push({
        table: m[2].toLowerCase(),
        line: lineAt(source, t.start + 1 + m.index),
        write:
          keyword === 'into' ||
          keyword === 'update' ||
          (keyword === 'from' && /\bdelete\s+$/i.test(t.value.slice(0, m.index))),
        via: 'sql',
      });
    }
  }
  return refs.filter((ref) => !ctes.has(ref.table)).sort((a, b) => a.line - b.line);
}

/**
 * Files the rule skips: tests and their kits (they arrange and assert database facts directly, across
 * modules, by design) and demo seeders (run by the seed CLI only, building one coherent demo world).
 */
const EXEMPT = /\.(?:test|test-kit|test-data|fixtures|seed(?:-[\w-]+)?)\.tsx?$/;

/** Source files of the server's modules the rule applies to. */
export function isCheckedFile(rel) {
  return MODULE_FILE.test(rel) && !EXEMPT.test(rel);
}

/**
 * The table-owner violations of one file (repo-relative `from`), given the ownership map. Allowlisted
 * references ({ file, table } entries) are skipped and recorded in `used`.
 */
export function foreignTables(from, source, owners, allowlist = [], used = new Set()) {
  const module = from.match(MODULE_FILE)?.[1];
  if (!module) return [];
  const out = [];
  for (const ref of tableReferences(source)) {
    const known = owners.get(ref.table);
    const owner = known?.owner;
    if (!owner || owner === module) continue;
    // A published view is there to be read by everyone (it is no table: nothing writes it).
    if (known.published && !ref.write) continue;
    // A write is never allowlisted: only the owner writes its tables.
    const entry = !ref.write && allowlist.find((e) => e.file === from && e.table === ref.table);
    if (entry) {
      used.add(entry);
      continue;
    }
    out.push({
      file: from,
      line: ref.line,
      specifier: ref.table,
      rule: 'table-owner',
      write: ref.write,
      message: `module "${module}" ${ref.write ? 'writes' : 'reads'} table "${ref.table}" owned by "${owner}" (${ref.via}); ${
        ref.write ? 'only the owner writes it: call' : 'read it through'
      } an exported function of ${owner === 'platform' ? 'platform/' : `module "${owner}"`}`,
    });
  }
  return out;
}
