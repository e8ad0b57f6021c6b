import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLayers, formatReport, importSpecifiers } from './check-layers.mjs';

const script = fileURLToPath(new URL('./check-layers.mjs', import.meta.url));
const roots = [];

/** A throwaway repo tree: { 'apps/web/src/…': 'source' }. */
function fixture(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'check-layers-'));
  roots.push(root);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

/** Runs the CLI on a tree: exit status and everything it printed. */
function run(root) {
  try {
    const out = execFileSync(process.execPath, [script, root], { encoding: 'utf8', stdio: 'pipe' });
    return { status: 0, output: out };
  } catch (error) {
    return { status: error.status, output: `${error.stdout}${error.stderr}` };
  }
}

const clean = {
  'apps/web/src/features/ideas/ideas-page.tsx':
    "import { Button } from '@/components/ui/button';\nimport { x } from './lib/x';\n",
  'apps/web/src/features/ideas/lib/x.ts': 'export const x = 1;\n',
  'apps/web/src/components/ui/button.tsx': "import { cx } from '@/lib/cx';\n",
  'apps/web/src/app/routes/idea.tsx':
    "import { IdeasPage } from '@/features/ideas/ideas-page';\nimport { Inbox } from '@/features/messages/inbox';\n",
  'apps/server/src/modules/workspace/get.ts':
    "import { canSeeIdea } from '../ideas/idea-access.ts';\nimport { listTasks } from './workspace.repo.ts';\n",
  'apps/server/src/modules/ideas/ideas.repo.ts': "import type { Timestamp } from '../../db/schema.ts';\n",
  'apps/server/src/platform/events.ts': "import type { DB } from '../db/schema.ts';\n",
  'apps/server/src/db/schema.ts': "import type { IdeasTables } from '../modules/ideas/ideas.tables.ts';\n",
};

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('check-layers', () => {
  it('passes a tree where pages compose features and modules use each other only through actions', () => {
    const { status, output } = run(fixture(clean));
    expect(output).toContain('layering OK');
    expect(status).toBe(0);
  });

  it('fails on a feature importing another feature, naming the file, line and both features', () => {
    const root = fixture({
      ...clean,
      'apps/web/src/features/workspace/components/board.tsx':
        "import { useState } from 'react';\n\nimport { IdeaCard } from '../../ideas/components/idea-card';\n",
      'apps/web/src/features/messages/inbox.tsx':
        "export { IdeasPage } from '@/features/ideas/ideas-page';\n",
    });
    const { status, output } = run(root);
    expect(status).toBe(1);
    expect(output).toContain(
      'apps/web/src/features/workspace/components/board.tsx:3  [web-feature] imports \'../../ideas/components/idea-card\': feature "workspace" imports feature "ideas"',
    );
    expect(output).toContain('apps/web/src/features/messages/inbox.tsx:1  [web-feature]');
    expect(output).toContain('2 layering violation(s)');
  });

  it('fails on components/ or lib/ importing a feature', () => {
    const root = fixture({
      ...clean,
      'apps/web/src/lib/util.ts': "import { a } from '@/features/auth/a';\n",
    });
    const { violations } = checkLayers(root, { allowlist: [] });
    expect(violations).toMatchObject([{ file: 'apps/web/src/lib/util.ts', rule: 'web-shared' }]);
  });

  it("fails on a module importing another module's repo or tables, but not its actions", () => {
    const root = fixture({
      ...clean,
      'apps/server/src/modules/collab/invite.ts': [
        "import { canSeeIdea } from '../ideas/idea-access.ts';",
        "import { insertIdea } from '../ideas/ideas.repo.ts';",
        "import type { IdeasTables } from '../ideas/ideas.tables';",
        '',
      ].join('\n'),
    });
    const { violations } = checkLayers(root, { allowlist: [] });
    expect(violations.map((v) => [v.file, v.line, v.rule])).toEqual([
      ['apps/server/src/modules/collab/invite.ts', 2, 'server-module'],
      ['apps/server/src/modules/collab/invite.ts', 3, 'server-module'],
    ]);
  });

  it('fails on platform importing any module, including a type-only import', () => {
    const root = fixture({
      ...clean,
      'apps/server/src/platform/context.ts':
        "import type { Notifier } from '../modules/notifications/notifier.ts';\n",
    });
    const result = checkLayers(root, { allowlist: [] });
    expect(result.violations).toMatchObject([
      { file: 'apps/server/src/platform/context.ts', line: 1, rule: 'platform' },
    ]);
    expect(formatReport(result)).toContain('platform imports module "notifications"');
  });

  it('lets an allowlisted import through and reports an allowlist entry that no longer matches', () => {
    const root = fixture({
      ...clean,
      'apps/server/src/platform/context.ts':
        "import { Notifier } from '../modules/notifications/notifier.ts';\n",
    });
    const allowlisted = {
      from: 'apps/server/src/platform/context.ts',
      to: 'apps/server/src/modules/notifications/notifier.ts',
      reason: 'test',
    };
    const stale = {
      from: 'apps/server/src/platform/gone.ts',
      to: 'apps/server/src/modules/x/x.ts',
      reason: 'test',
    };
    const result = checkLayers(root, { allowlist: [allowlisted, stale] });
    expect(result.violations).toEqual([]);
    expect(result.staleAllowlist).toEqual([stale]);
  });

  it('reads multi-line, type, side-effect and dynamic imports and ignores commented-out ones', () => {
    const source = [
      "import {\n  a,\n  b,\n} from './multi';",
      "import type { T } from './types';",
      "import './side-effect.css';",
      "export * from './barrel';",
      "const lazy = () => import('./lazy');",
      "vi.mock('./mocked');",
      "// import { old } from './commented';",
      "/* import { older } from './block'; */",
      "const url = 'http://example.com'; import { z } from './after-url';",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual([
      { specifier: './multi', line: 4 },
      { specifier: './types', line: 5 },
      { specifier: './side-effect.css', line: 6 },
      { specifier: './barrel', line: 7 },
      { specifier: './lazy', line: 8 },
      { specifier: './mocked', line: 9 },
      { specifier: './after-url', line: 12 },
    ]);
  });
});
