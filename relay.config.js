// relay-compiler's configuration: the client's sources, the printed schema,
// TypeScript artefacts as ES modules. relay-compiler loads this file with
// require(), which sees an ES module's named exports (not a default export).
export const src = './client/src';
export const schema = './schema/schema.graphql';
export const language = 'typescript';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__generated__/**'];
