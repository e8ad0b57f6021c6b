import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PATHS } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { routeModules } from '../../../build/route-preloads';

const source = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');

describe('the build reads which page module each route renders from the route table', () => {
  const modules = routeModules([source('main-routes.tsx'), source('outside-routes.tsx')]);

  it('finds the pages of index, PATHS entries, entries with a loader and pages declared once as a const', () => {
    expect(modules[PATHS.home]).toBe('src/app/routes/home/home-page');
    expect(modules[PATHS.idea]).toBe('src/app/routes/ideas/idea-page');
    expect(modules[PATHS.dashboard]).toBe('src/app/routes/dashboard/dashboard-page');
    expect(modules[PATHS.workroom]).toBe('src/app/routes/shop/workroom-page');
    expect(modules[PATHS.experiment]).toBe('src/app/routes/sprints/experiment-page');
    expect(modules[PATHS.browseServices]).toBe('src/app/routes/shop/browse-services-page');
    expect(modules[PATHS.professionals]).toBe('src/app/routes/shop/browse-services-page');
    expect(modules[PATHS.proCosigns]).toBe('src/app/routes/cosign/cosign-inbox-page');
    expect(modules[PATHS.login]).toBe('src/app/routes/auth/login-page');
  });

  it('maps only PATHS patterns, and most of them', () => {
    const patterns = new Set<string>(Object.values(PATHS));
    for (const pattern of Object.keys(modules)) expect(patterns.has(pattern), pattern).toBe(true);
    expect(Object.keys(modules).length).toBeGreaterThan(45);
  });
});
