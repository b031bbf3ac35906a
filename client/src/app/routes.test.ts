import type { ReactElement } from 'react';
import { createRoutesFromChildren, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isAppPage } from '#shared/app-pages.ts';
import {
  backOfficePaths,
  certificatePaths,
  companyPaths,
  compliancePaths,
  outboxPaths,
  quotePaths,
  settingsPaths,
} from '#shared/lazy-paths.ts';
import { paths } from '#shared/routes.ts';
import { DashboardRoutes } from './dashboard-routes.tsx';
import { AppRoutes } from './routes.tsx';

const sampleId = 'ID';

/** Every page path of the router's tree, with `:param` segments as `sampleId`. */
function routerPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent || '/';
    const here = route.index || (route.path && !route.children) ? [own] : [];
    return [...here, ...routerPaths(route.children ?? [], own)];
  });
}

const tree = (routes: () => unknown) =>
  createRoutesFromChildren((routes() as ReactElement<{ children: ReactElement }>).props.children);
// The dashboard's pages live in their own lazy tree (dashboard-routes.tsx), under /dashboard/*.
const router = [...routerPaths(tree(AppRoutes)), ...routerPaths(tree(DashboardRoutes), paths.dashboard)]
  .filter((path) => !path.endsWith('*'))
  .map((path) => path.replace(/:\w+/g, sampleId));
const listed = [
  ...Object.values(paths),
  ...Object.values(backOfficePaths),
  ...Object.values(outboxPaths),
  ...Object.values(settingsPaths),
  ...Object.values(quotePaths),
  ...Object.values(companyPaths),
  ...Object.values(compliancePaths),
  ...Object.values(certificatePaths),
].map((path) => (typeof path === 'function' ? path(sampleId) : path));

describe('shared/routes.ts and the client router (app/routes.tsx)', () => {
  it('list the same pages', () => {
    expect([...new Set(router)].sort()).toEqual([...new Set(listed)].sort());
  });

  it('are all pages the server answers with the app (shared/app-pages.ts)', () => {
    expect(listed.filter((path) => !isAppPage(path))).toEqual([]);
  });
});
