import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

const featuresDir = 'apps/web/app/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

// Imports flow routes → features → components/ui, lib. A feature never reaches into another.
const webZones = [
  { target: './apps/web/app/lib', from: './apps/web/app/features' },
  { target: './apps/web/app/lib', from: './apps/web/app/routes' },
  { target: './apps/web/app/lib', from: './apps/web/app/components' },
  { target: './apps/web/app/components', from: './apps/web/app/features' },
  { target: './apps/web/app/components', from: './apps/web/app/routes' },
  { target: './apps/web/app/features', from: './apps/web/app/routes' },
  ...features.map((name) => ({
    target: `./apps/web/app/features/${name}`,
    from: './apps/web/app/features',
    except: [`./${name}`],
    message: 'A feature does not import another feature: compose them in a route or hook.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      'apps/platform/.data/**',
      'apps/platform/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': {
        typescript: {
          project: [
            'apps/web/tsconfig.json',
            'apps/platform/tsconfig.json',
            'packages/contract/tsconfig.json',
          ],
        },
        node: true,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', prefer: 'type-imports' },
      ],
      // `import { type A } from 'x'` stays a side-effect import under verbatimModuleSyntax and pulls
      // the module into the bundle: an import of types only is written `import type { A }`.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import/no-cycle': 'error',
      'import/no-restricted-paths': ['error', { zones: webZones }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Plain browser scripts served as they are (local stand-ins of third-party widgets).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
