import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
// Relative, so Vite bundles it into the config (the package's TypeScript is not loadable by Node).
import { PATHS } from '../../../packages/contract/src/routes.ts';

/** Where the server reads the map (decision 109): next to Vite's manifest, not served. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

export interface RoutePreloads {
  /** Route pattern (PATHS) to the page's chunk and the chunks it imports statically, as URL paths. */
  routes: Record<string, string[]>;
}

const IMPORT = String.raw`page\(\(\) => import\('@/([^']+)'\)\)`;

/**
 * Reads which page module each PATHS pattern renders from the route table's source: entries are
 * `{ path: PATHS.name, ...page(() => import('@/…')) }`, `{ index: true, … }` for the home page, or
 * `...someConst` for a page declared once as `const someConst = page(() => import('@/…'))`.
 */
export function routeModules(sources: string[]): Record<string, string> {
  const paths = PATHS as Record<string, string>;
  const consts = new Map<string, string>();
  for (const source of sources) {
    for (const m of source.matchAll(new RegExp(String.raw`const (\w+) = ${IMPORT}`, 'g'))) {
      consts.set(m[1] as string, m[2] as string);
    }
  }
  const modules: Record<string, string> = {};
  const route = new RegExp(
    String.raw`(?:path: PATHS\.(\w+)|index: true),(?:[^{}]|\{[^{}]*\})*?\.\.\.(?:${IMPORT}|(\w+))`,
    'g',
  );
  for (const source of sources) {
    for (const m of source.matchAll(route)) {
      const pattern = m[1] ? paths[m[1]] : PATHS.home;
      const module = m[2] ?? consts.get(m[3] ?? '');
      if (pattern && module && !(pattern in modules)) modules[pattern] = `src/${module}`;
    }
  }
  return modules;
}

/**
 * Emits the route → chunks map the server turns into `<link rel="modulepreload">` tags in the
 * index.html it answers for that route, so a cold visit fetches the page's own code next to the
 * entry instead of one round trip after it (562 ms on Fast 3G).
 */
export function routePreloads(routeTableFiles: string[]): Plugin {
  let root = '';
  return {
    name: 'ibh-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const modules = routeModules(routeTableFiles.map((file) => readFileSync(file, 'utf8')));
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const inEntry = new Set<string>();
      const visit = (file: string, into: Set<string>) => {
        if (into.has(file) || inEntry.has(file)) return;
        into.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) visit(dep, into);
      };
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) visit(entry.fileName, inEntry);
      const routes: Record<string, string[]> = {};
      for (const [pattern, module] of Object.entries(modules)) {
        const prefix = `${root}/${module}.`;
        const chunk = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId?.startsWith(prefix));
        if (!chunk) throw new Error(`routePreloads: no chunk for ${module} (${pattern})`);
        const files = new Set<string>();
        visit(chunk.fileName, files);
        routes[pattern] = [...files].map((file) => `/${file}`);
      }
      const map: RoutePreloads = { routes };
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(map) });
    },
  };
}
