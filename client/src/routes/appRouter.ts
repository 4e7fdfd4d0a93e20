import { createHashRouter, createMemoryRouter, parsePath, type DataRouter, type RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import { withRouteQueries } from '../relay/routeQueryRouter.ts';
import { appRoutes } from './appRoutes.tsx';

interface Options {
  /** Tests: a memory router over this history (the current path last), and routes of their own. */
  memory?: string[];
  routes?: RouteObject[];
}

/** The path a hash router starts at, read as its history reads the hash (/#login is /login). */
function hashLocation(): string {
  const { pathname = '/', search = '' } = parsePath(window.location.hash.slice(1));
  return `${pathname.startsWith('/') ? '' : '/'}${pathname}${search}`;
}

/**
 * The app's router: a hash router (the legacy shared links /#/home/...,
 * /#/UserHomeProgramTree?... keep working) whose routes load their queries
 * into `environment`. Made outside React, before the first render: its first
 * location's queries start at once, and StrictMode does not make it twice.
 */
export function createAppRouter(environment: IEnvironment, { memory, routes = appRoutes }: Options = {}): DataRouter {
  if (memory) {
    return withRouteQueries(environment, routes, memory.at(-1) ?? '/', (bound, hydrationData) =>
      createMemoryRouter(bound, { initialEntries: memory, initialIndex: memory.length - 1, hydrationData }),
    );
  }
  return withRouteQueries(environment, routes, hashLocation(), (bound, hydrationData) => createHashRouter(bound, { hydrationData }));
}
