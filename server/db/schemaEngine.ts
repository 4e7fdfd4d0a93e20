// Loads Prisma's schema engine compiled to WebAssembly. The native engine that
// the Prisma CLI downloads cannot be fetched on our machines, so migrations are
// made (diff) and applied (applyMigrations) through this engine instead, over
// the same pg driver adapter the app uses.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';

type EngineModule = typeof import('@prisma/schema-engine-wasm');

let modulePromise: Promise<EngineModule> | undefined;

async function loadEngineModule(): Promise<EngineModule> {
  const require = createRequire(import.meta.url);
  // The package does not export its .wasm file; find it beside the entry point.
  const wasmPath = join(dirname(require.resolve('@prisma/schema-engine-wasm')), 'schema_engine_bg.wasm');
  // Node 20 cannot import a .wasm module directly: instantiate it by hand and
  // hand its exports to the generated JS glue.
  const bg = (await import('@prisma/schema-engine-wasm/schema_engine_bg')) as unknown as EngineModule & {
    __wbg_set_wasm(exports: WebAssembly.Exports): void;
  };
  const bytes = await readFile(wasmPath);
  const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': bg as unknown as WebAssembly.ModuleImports });
  bg.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return bg;
}

export interface LoadedSchemaEngine {
  engine: SchemaEngine;
  close(): Promise<void>;
}

/** Opens a schema engine whose database connection goes to `connectionString`. */
export async function openSchemaEngine(
  connectionString: string,
  datamodel?: { path: string; text: string },
): Promise<LoadedSchemaEngine> {
  modulePromise ??= loadEngineModule();
  const mod = await modulePromise;
  // Our own pool, so that close() can end it: the engine never disposes it.
  const pool = new pg.Pool({ connectionString, max: 1 });
  const adapter = new PrismaPg(pool);
  const factory = bindMigrationAwareSqlAdapterFactory(adapter);
  const datamodels = datamodel ? [[datamodel.path, datamodel.text] as [string, string]] : undefined;
  const logs: string[] = [];
  const engine = await mod.SchemaEngine.new({ datamodels }, (line: string) => logs.push(line), factory);
  return {
    engine,
    async close() {
      engine.free();
      await pool.end();
    },
  };
}
