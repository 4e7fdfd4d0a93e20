// A route loads its screen's query as it is entered, while the screen's code
// chunk loads (render-as-you-fetch): the route's loader calls Relay's
// loadQuery, the screen reads the answer with usePreloadedQuery from its
// `queryRef` prop (several queries: a prop each). The route names the query
// by its `$parameters` module (a query marked `@preloadable`: its persisted
// id and name, a few hundred bytes), so the route table stays small; the
// query's artefact comes with the screen's chunk and takes over the request
// already on its way. routeQueryRouter.ts gives the loaders their
// environment; docs/architecture.md "A screen" shows a route and its screen.
import type { ComponentType, ReactNode } from 'react';
import { loadQuery, type LoadQueryOptions, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs, type Params, type RouterContextProvider, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { OperationType, PreloadableConcreteRequest, VariablesOf } from 'relay-runtime';
import { loadedQueries } from './routeQueryRouter.ts';

/** What a route loads: a query, its variables and how to fetch it. */
export interface RouteQuery<Q extends OperationType> {
  parameters: PreloadableConcreteRequest<Q>;
  variables: VariablesOf<Q>;
  options?: LoadQueryOptions;
}

/** A query for a route, its variables checked against the query's. */
export function query<Q extends OperationType>(parameters: PreloadableConcreteRequest<Q>, variables: VariablesOf<Q>, options?: LoadQueryOptions): RouteQuery<Q> {
  return { parameters, variables, options };
}

/** What a route's choice of query reads: the path's parameters, the path and its search. */
export interface RouteLocation {
  params: Params;
  pathname: string;
  searchParams: URLSearchParams;
}

/** The query a route loads at a location, or none (a link without its ids). */
export type ChooseQuery<Q extends OperationType> = (location: RouteLocation) => RouteQuery<Q> | null;

/** A screen whose route loads its query. */
export type QueryScreen<Q extends OperationType> = ComponentType<{ queryRef: PreloadedQuery<Q> }>;

/** For each query prop of a screen's (a PreloadedQuery), what its route loads into it. */
export type RouteQueriesOf<P> = { [K in keyof P]: P[K] extends PreloadedQuery<infer Q> ? RouteQuery<Q> : never };

/** What `routeQuery` adds to a route: its loader, its rule for loading again and its element. */
export interface PreloadedRoute {
  loader: (args: LoaderFunctionArgs<Readonly<RouterContextProvider>>) => LoadedRefs | null;
  shouldRevalidate: (args: ShouldRevalidateFunctionArgs) => boolean;
  element: ReactNode;
}

export interface RouteQueryOptions {
  /** Shown when the route loads nothing; nothing by default (a guard around the route sends the visitor away). */
  unloaded?: ReactNode;
}

/** What a route's loader answers: a reference per query prop of its screen. */
export type LoadedRefs = Record<string, PreloadedQuery<OperationType>>;
type ChooseQueries = (location: RouteLocation) => Record<string, RouteQuery<OperationType>> | null;

const locationOf = (params: Params, url: URL): RouteLocation => ({ params, pathname: url.pathname, searchParams: url.searchParams });

// Two choices are the same load when they name the same queries with the same variables.
const keyOf = (chosen: Record<string, RouteQuery<OperationType>> | null) =>
  chosen ? JSON.stringify(Object.entries(chosen).map(([prop, { parameters, variables }]) => [prop, parameters.params.name, variables])) : '';

/**
 * The loader, revalidation rule and element of a route whose screen reads
 * the query its route loads, as its `queryRef` prop. The query is loaded
 * again when what the route would load changes (a path parameter, the
 * search) and when the same location is asked for again (a retry, a session
 * started or ended, a link to the page itself); never on a navigation that
 * leaves it unchanged. Guards wrap it (routes/RequireLearner.tsx, RequireAdmin.tsx).
 */
export function routeQuery<Q extends OperationType>(Screen: QueryScreen<NoInfer<Q>>, choose: ChooseQuery<Q>, options?: RouteQueryOptions): PreloadedRoute {
  return preloadedRoute(
    Screen as ComponentType<LoadedRefs>,
    (location) => {
      const chosen = choose(location);
      return chosen && { queryRef: chosen };
    },
    options,
  );
}

/** The same, for a screen that reads several queries its route loads, each a prop of its own. */
export function routeQueries<P extends object>(
  Screen: ComponentType<P>,
  choose: (location: RouteLocation) => RouteQueriesOf<P> | null,
  options?: RouteQueryOptions,
): PreloadedRoute {
  return preloadedRoute(Screen as ComponentType<LoadedRefs>, choose as ChooseQueries, options);
}

function preloadedRoute(Screen: ComponentType<LoadedRefs>, choose: ChooseQueries, { unloaded = null }: RouteQueryOptions = {}): PreloadedRoute {
  function PreloadedScreen() {
    const refs = useLoaderData() as LoadedRefs | null;
    return refs ? <Screen {...refs} /> : unloaded;
  }
  PreloadedScreen.displayName = `Preloaded(${Screen.displayName ?? Screen.name})`;
  return {
    loader: ({ params, request, context }) => {
      const chosen = choose(locationOf(params, new URL(request.url)));
      if (!chosen) return null;
      const { environment, live } = context.get(loadedQueries);
      const refs: LoadedRefs = {};
      for (const [prop, { parameters, variables, options }] of Object.entries(chosen)) {
        refs[prop] = loadQuery(environment, parameters, variables, options);
        live.add(refs[prop]);
      }
      return refs;
    },
    shouldRevalidate: ({ currentUrl, currentParams, nextUrl, nextParams }) => {
      if (currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search) return true;
      return keyOf(choose(locationOf(currentParams, currentUrl))) !== keyOf(choose(locationOf(nextParams, nextUrl)));
    },
    element: <PreloadedScreen />,
  };
}

/** The reference when it is of the query `parameters` names (a route that loads one of two queries). */
export function queryRefOf<Q extends OperationType>(
  queryRef: PreloadedQuery<OperationType>,
  parameters: PreloadableConcreteRequest<Q>,
): PreloadedQuery<Q> | null {
  return queryRef.name === parameters.params.name ? (queryRef as PreloadedQuery<Q>) : null;
}
