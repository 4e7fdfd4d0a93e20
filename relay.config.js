// relay-compiler reads the committed, printed schema and writes artefacts next
// to the components (client/src/**/__generated__). `npm run generate:relay`.
export default {
  src: './client/src',
  schema: './schema/schema.graphql',
  language: 'typescript',
  eagerEsModules: true,
  exclude: ['**/node_modules/**', '**/__generated__/**'],
};
