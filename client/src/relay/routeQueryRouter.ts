// The router side of routes that load their queries (routeQuery.tsx): the
// environment their loaders load into, the first location loaded before the
// router starts, and the references released once their route is left.
import type { PreloadedQuery } from 'react-relay';
import {
  createContext,
  matchRoutes,
  RouterContextProvider,
  type DataRouter,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import type { IEnvironment, OperationType } from 'relay-runtime';
import type { LoadedRefs } from './routeQuery.tsx';

interface LoadedQueries {
  environment: IEnvironment;
  /** every reference a loader made and no route change has released yet */
  live: Set<PreloadedQuery<OperationType>>;
}

/** Where a route's loader finds its router's environment. */
export const loadedQueries = createContext<LoadedQueries>();

/**
 * A router (made by `create` from `routes`, at `firstPath`) whose routes
 * load their queries into `environment`. The first location's loaders run
 * here, before the router exists: their queries start at once, and the
 * router starts with their references (its first render is the screen's,
 * not a fallback while they settle). A reference is disposed once the
 * router has settled on a location whose routes no longer hold it, so a
 * screen left behind does not keep its data in the store; the screen shown
 * keeps its own hold while it is mounted.
 */
export function withRouteQueries(
  environment: IEnvironment,
  routes: RouteObject[],
  firstPath: string,
  create: (routes: RouteObject[], hydrationData: HydrationState | undefined) => DataRouter,
): DataRouter {
  const queries: LoadedQueries = { environment, live: new Set() };
  const context = new RouterContextProvider(new Map([[loadedQueries, queries]]));
  const bound = withContext(routes, context, []);
  const router = create(bound, firstLoad(bound, firstPath, context));
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.revalidation !== 'idle') return;
    const held = new Set<unknown>(Object.values(state.loaderData).flatMap((refs) => (refs ? Object.values(refs as LoadedRefs) : [])));
    for (const queryRef of queries.live) {
      if (held.has(queryRef)) continue;
      queryRef.dispose();
      queries.live.delete(queryRef);
    }
  });
  return router;
}

// The loaders get their router's environment as their context with the
// loader itself, not from the router's getContext option: the router awaits
// that one on every navigation, and a navigation that loads nothing (a
// search parameter that changes no query) would no longer finish at once.
// Each route gets the id the router would give it, for firstLoad's answers.
function withContext(routes: RouteObject[], context: RouterContextProvider, parent: number[]): RouteObject[] {
  return routes.map((route, index) => {
    const path = [...parent, index];
    const { loader } = route;
    const bound = {
      id: route.id ?? path.join('-'),
      ...(typeof loader === 'function' && { loader: (args: LoaderFunctionArgs) => loader({ ...args, context }) }),
    };
    return route.index ? { ...route, ...bound } : { ...route, ...bound, children: route.children && withContext(route.children, context, path) };
  });
}

/** The first location's loader answers, when every one of them answers at once (routeQuery's do). */
function firstLoad(routes: RouteObject[], path: string, context: RouterContextProvider): HydrationState | undefined {
  const url = new URL(path, window.location.origin);
  const loaderData: Record<string, unknown> = {};
  for (const { route, params } of matchRoutes(routes, url.pathname) ?? []) {
    if (typeof route.loader !== 'function' || route.id === undefined) continue;
    // what a loader of routeQuery reads; another loader's answer is a promise, left to the router
    const args = { request: new Request(url), url, params, context, pattern: '' } as unknown as LoaderFunctionArgs;
    const answer: unknown = route.loader(args);
    if (answer instanceof Promise) return undefined;
    loaderData[route.id] = answer;
  }
  return { loaderData };
}
