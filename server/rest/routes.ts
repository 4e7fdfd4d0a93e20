// The legacy REST facade's paths: POST /user/<name> and /admin/<name>, each a
// thin adapter over the services GraphQL uses. Every area's tables are in
// server/rest/<area>/*Routes.ts, which export `userRoutes` and/or
// `adminRoutes`; they are found here, so a new file or path needs no list.
// `access` is checked before the handler runs; handlers check ownership
// through the services.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Route } from './route.ts';

export type { Body, Route } from './route.ts';

type Table = Record<string, Route>;

/** Every area's route modules, sorted so every start assembles the same tables. */
const routeModules = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\/\w+Routes\.ts$/.test(file))
  .sort();
const modules: { file: string; userRoutes?: Table; adminRoutes?: Table }[] = await Promise.all(
  routeModules.map(async (file) => ({ file, ...(await import(pathToFileURL(join(import.meta.dirname, file)).href)) })),
);

/** The tables of one prefix merged; a path two areas both define is a mistake, refused at start. */
export function assemble(tables: { file: string; table: Table | undefined }[]): Table {
  const merged: Table = {};
  const owner = new Map<string, string>();
  for (const { file, table } of tables) {
    for (const [path, route] of Object.entries(table ?? {})) {
      if (owner.has(path)) throw new Error(`REST path ${path} is defined in both ${owner.get(path)} and ${file}`);
      owner.set(path, file);
      merged[path] = route;
    }
  }
  return merged;
}

export const userRoutes: Table = assemble(modules.map(({ file, userRoutes }) => ({ file, table: userRoutes })));
export const adminRoutes: Table = assemble(modules.map(({ file, adminRoutes }) => ({ file, table: adminRoutes })));
