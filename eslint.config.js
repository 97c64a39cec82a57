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

// Imports flow routes → features → core → components/ui, lib. The app layer (`core/`: session,
// tenant, locale) is what every feature may import; lib and the UI primitives know neither it nor
// any feature, and a feature never reaches into another (docs/decisions/029-the-app-layer.md).
const web = './apps/web/app';
const webZones = [
  {
    // A test may wire lib code to the app's real pieces (the tenant API client under a connector).
    target: `${web}/lib/**/!(*.test).{ts,tsx}`,
    from: [`${web}/core`, `${web}/features`, `${web}/routes`, `${web}/components`],
    message: 'lib is cross-cutting code: it knows no feature, route, component or the app layer.',
  },
  {
    target: `${web}/components/ui`,
    from: [`${web}/core`, `${web}/features`, `${web}/routes`],
    message: 'A UI primitive knows no feature and no app layer: the caller hands it what it shows.',
  },
  { target: `${web}/components`, from: [`${web}/features`, `${web}/routes`] },
  {
    target: `${web}/core`,
    from: [`${web}/features`, `${web}/routes`],
    message: 'The app layer (core/) is imported by features, never the other way.',
  },
  {
    target: `${web}/core`,
    from: `${web}/components`,
    except: ['./ui', './overlays'],
    message: 'The app layer uses only the UI primitives and the overlay stack of components/.',
  },
  { target: `${web}/features`, from: `${web}/routes` },
  ...features.map((name) => ({
    target: `${web}/features/${name}`,
    from: `${web}/features`,
    except: [`./${name}`],
    message: 'A feature does not import another feature: compose them in a route or hook.',
  })),
];

const platformSrc = './apps/platform/src';
const platformModulesDir = 'apps/platform/src/modules';
const platformModules = existsSync(platformModulesDir)
  ? readdirSync(platformModulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
// What a platform module offers the others: its services (`*-service.ts`) and these files.
const platformModuleFaces = [
  'accounts/session.ts',
  'users/password.ts',
  'storage/asset-url.ts',
  'documents/uploaded-file.ts',
  // What the operator console stand-in (src/demo/operator-console) sends and shows through.
  'notifications/notification-delivery.ts',
  'withdrawals/pix-keys.ts',
  // The ES256 JWS both sides of the Betby API sign with (src/demo/betby signs the other side).
  'sportsbook/es256-jwt.ts',
  // Issue 36: how a reward box is given and announced (missions, the console, VIP levels).
  'boxes/award-box.ts',
];
const platformModuleFaceGlobs = [
  '**/modules/*/*-service.ts',
  ...platformModuleFaces.map((face) => `**/modules/${face}`),
];
const compositionRoot = [
  `${platformSrc}/app.ts`,
  `${platformSrc}/compose.ts`,
  `${platformSrc}/main.ts`,
];

// Imports flow compose → modules → tenancy, services, http, db. Only the composition root
// registers routes and picks implementations; a module uses another only through its face.
const platformZones = [
  {
    target: [
      `${platformSrc}/http`,
      `${platformSrc}/tenancy`,
      `${platformSrc}/services`,
      `${platformSrc}/config`,
      `${platformSrc}/db/client.ts`,
      `${platformSrc}/db/schema`,
    ],
    from: [`${platformSrc}/modules`, `${platformSrc}/demo`, ...compositionRoot],
    message: 'Shared platform code knows no module: move what both need here, or invert it.',
  },
  {
    // Tests may read the seed's fixtures.
    target: `${platformSrc}/modules/**/!(*.test).ts`,
    from: [...compositionRoot, `${platformSrc}/db/seed`],
    message: 'A module is given its dependencies by the composition root (src/compose.ts).',
  },
  {
    // docs/decisions/030-demo-stand-ins-apart.md
    target: `${platformSrc}/modules`,
    from: `${platformSrc}/demo`,
    message:
      'A module knows no demo stand-in: it uses the provider interface, and compose.ts picks the stand-in.',
  },
  {
    // A stand-in reaches the platform as a third party would: through a module's face.
    target: `${platformSrc}/demo`,
    from: `${platformSrc}/modules/**`,
    except: platformModuleFaceGlobs,
    message: "A demo stand-in does not reach into a module's internals: use its *-service.ts.",
  },
  {
    target: `${platformSrc}/demo/**/!(*.test).ts`,
    from: [...compositionRoot, `${platformSrc}/db/seed`],
    message: 'A demo stand-in is given its dependencies by the composition root (src/compose.ts).',
  },
  ...platformModules.map((name) => ({
    target: `${platformSrc}/modules/${name}`,
    from: `${platformSrc}/modules/**`,
    except: [`**/modules/${name}/**`, ...platformModuleFaceGlobs],
    message: "A module does not reach into another's internals: use its *-service.ts.",
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
      'import/no-restricted-paths': ['error', { zones: [...webZones, ...platformZones] }],
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
