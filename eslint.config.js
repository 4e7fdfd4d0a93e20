// `npm run lint`: typescript-eslint's recommended rules (syntax only, no type
// information, so it stays fast) for every TypeScript folder of the project,
// the two core React hooks rules for the client, and the layers: domain/
// imports nothing of server/, schema/ or client/; client/ nothing of server/
// or schema/; server/ and schema/ nothing of client/ (layers.test.ts).
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const sources = ['{domain,server,schema,client,e2e,prisma,bench}/**/*.{ts,tsx,mts,cts}', '*.{ts,mts}'];

/** An import of one of `layers` from a file of `layer` is an error that says why. */
function keepOut(layer, layers, why) {
  const message = `${layer}/ ${why}`;
  return {
    files: [`${layer}/**/*.{ts,tsx}`],
    rules: {
      // relative imports only: packages such as @emotion/server are not the project's server/
      'no-restricted-imports': ['error', { patterns: [{ regex: `^(\\.\\.?/)+(${layers.join('|')})/`, message }] }],
    },
  };
}

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    'client/dist/',
    'server/db/generated/',
    '**/__generated__/',
    'tmp/',
    '.data/',
    'coverage/',
  ]),
  {
    files: sources,
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // The classic hooks rules only: the plugin's React Compiler rules judge
    // code for a compiler this project does not use.
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  keepOut('domain', ['server', 'schema', 'client'], 'holds the pure rules: it imports nothing of server/, schema/ or client/.'),
  keepOut('client', ['server', 'schema'], 'runs in the browser: it imports domain/ rules, never server/ or schema/ code.'),
  keepOut('server', ['client'], 'never imports client/ code: what both need lives in domain/.'),
  keepOut('schema', ['client'], 'never imports client/ code: what both need lives in domain/.'),
]);
