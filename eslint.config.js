// `npm run lint`: typescript-eslint's recommended rules (syntax only, no type
// information, so it stays fast) for every TypeScript folder of the project,
// plus the two core React hooks rules for the client.
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const sources = ['{domain,server,schema,client,e2e,prisma,bench}/**/*.{ts,tsx,mts,cts}', '*.{ts,mts}'];

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
]);
