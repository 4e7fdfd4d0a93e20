// relay-compiler's configuration: the client's sources, the printed schema,
// TypeScript artefacts as ES modules. relay-compiler loads this file with
// require(), which sees an ES module's named exports (not a default export).
export const src = './client/src';
export const schema = './schema/schema.graphql';
export const language = 'typescript';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__generated__/**'];
// The client's operations are persisted: the compiler writes each operation's
// text under its id to this file, and the artefacts carry only the id. The
// server loads the same file and runs only these documents for browsers.
export const persistConfig = { file: './client/src/relay/persistedOperations.json', algorithm: 'SHA256' };
