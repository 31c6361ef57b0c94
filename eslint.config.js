import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// style guide: one web feature does not reach into another. A feature may import another one only
// through these public modules (file names inside src/web/features/<feature>/); anything else
// stays inside its feature. Tests and test support compose features freely.
export const FEATURE_PUBLIC_MODULES = {
  admin: ['api'], // the back office's events (talent & crew picks a program's event)
  'app-status': ['api'], // the maintenance flag, which payment screens respect
  auth: ['use-auth', 'use-logout', 'logout-button'], // the session hook and signing out
  cart: ['cart-provider'], // the cart
  checkout: ['price-breakdown'], // the price lines of an order
  location: ['use-geolocation'], // the device's location
  // the order board, and its query keys without the order contract (the app's replay listener)
  orders: [
    'api',
    'keys',
    'order-board',
    'order-board-stats',
    'order-status',
    'order-tracking-modal',
  ],
  payments: ['card-form', 'card-problems', 'test-cards'], // the card form and what it shows of a failed payment
  'pickup-pass': [
    'api',
    'kept-passes-list',
    'pickup-pass-button',
    'pickup-pass-provider',
    'use-keep-passes',
    'verify-pass',
  ], // the offline pickup pass (customer) and its check (vendor)
  profile: ['preferences'], // the device's preferences
  'quick-order': ['quick-order-provider'], // opening the quick-order sheet
  // the vendor's orders, menu and profile calls, the stale-board notice and the new-order alert,
  // which the kitchen screen (issue 16) shares with the dashboard
  'vendor-dashboard': ['api', 'board-stale-notice', 'use-new-order-alert'],
  vendors: [
    'api',
    'cart-items',
    'cart-switch-dialog',
    'menu-item-image',
    'quantity-stepper',
    'vendor-card',
    'vendor-filters',
  ], // the vendor catalogue
};

// Features that build on another never get imported back by it: these imports would close a cycle.
const FEATURE_NEVER_IMPORTS = {
  vendors: ['quick-order', 'vendor-detail'], // the catalogue, which both screens build on
};

const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/*.test-support.{ts,tsx}',
  '**/test-support.tsx',
  '**/testing.tsx',
];
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The web's import rule: never server code, plus the layer's own patterns. */
function webImportRule(...patterns) {
  return [
    'error',
    {
      patterns: [
        {
          regex: '(^|/)server/|^node:',
          message: 'web never imports server code; share it through src/contract',
        },
        ...patterns,
      ],
    },
  ];
}

/** One block per feature: other features only through FEATURE_PUBLIC_MODULES, never the app. */
function featureBoundaries() {
  const allowed = Object.entries(FEATURE_PUBLIC_MODULES)
    .flatMap(([feature, modules]) => modules.map((module) => `${feature}/${module}`))
    .map(escapeRegex)
    .join('|');
  const list = Object.entries(FEATURE_PUBLIC_MODULES)
    .map(([feature, modules]) => `${feature}/{${modules.join(',')}}`)
    .join(' ');
  const features = readdirSync(new URL('./src/web/features', import.meta.url), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => ({
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': webImportRule(
        {
          // '../other/file' from a feature's folder, or '../../features/other/file'
          regex: `^(\\.\\./|(\\.\\./)+features/)(?!${escapeRegex(feature)}/)(?!(${allowed})$)[\\w-]+/`,
          message: `a feature imports another feature only through its public modules (FEATURE_PUBLIC_MODULES in eslint.config.js): ${list}`,
        },
        {
          regex: '^(\\.\\./)+app/',
          message: 'features never import the app shell (src/web/app); the app composes them',
        },
        ...(FEATURE_NEVER_IMPORTS[feature] ?? []).map((other) => ({
          regex: `^(\\.\\./|(\\.\\./)+features/)${escapeRegex(other)}/`,
          message: `${feature} never imports ${other}, which builds on it (FEATURE_NEVER_IMPORTS): that would close a cycle`,
        })),
      ),
    },
  }));
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  // style guide: dependencies run one way, web -> contract <- server
  {
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'contract runs in the browser too: no Node modules' },
            {
              regex: '(^|/)(server|web)/',
              message: 'contract is pure and shared: it imports neither side',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': webImportRule() },
  },
  // web layers: app (shell) -> features -> shared (components, lib, hooks); see docs/architecture.md
  {
    files: ['src/web/{components,lib,hooks,sw}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': webImportRule({
        regex: '^(\\.\\./)+(features|app)/',
        message:
          'shared web code (components, lib, hooks, the service worker) imports no feature and not the app shell',
      }),
    },
  },
  ...featureBoundaries(),
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)web/',
              message: 'server never imports web code; share it through src/contract',
            },
          ],
        },
      ],
    },
  },
  {
    // tests read untyped JSON answers on purpose
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'src/test/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
