import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// style guide: one web feature does not reach into another. A feature may import another one only
// through these public modules (file names inside src/web/features/<feature>/); anything else
// stays inside its feature. Tests and test support compose features freely.
export const FEATURE_PUBLIC_MODULES = {
  admin: ['api'], // the back office's events (talent & crew picks a program's event)
  'app-status': ['api'], // the maintenance flag, which payment screens respect
  auth: ['use-auth', 'use-logout', 'logout-button'], // the session hook and signing out
  cart: ['cart-provider', 'line-note-editor'], // the cart and a line's note
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
    'use-ready-seen',
    'use-back-to-orders',
  ],
  payments: ['card-form', 'card-problems', 'test-cards'], // the card form and what it shows of a failed payment
  'pickup-pass': [
    'api',
    'hatch-page',
    'saved-passes-list',
    'pickup-pass-button',
    'pickup-pass-provider',
    'use-keep-passes',
    'verify-pass',
  ], // the offline pickup pass and hatch screen (customer) and the pass's check (vendor)
  profile: ['preferences'], // the device's preferences
  push: ['push-opt-in', 'push-settings'], // this device's push subscription: the offer, the switch
  'quick-order': ['quick-order-provider'], // opening the quick-order sheet
  // the vendor's orders, menu and profile calls, the stale-board notice and the new-order alert,
  // which the kitchen screen shares with the dashboard
  'vendor-dashboard': ['api', 'board-stale-notice', 'use-new-order-alert'],
  vendors: [
    'add-menu-item-button',
    'allergen-filter',
    'allergen-filter-button',
    'api',
    'cart-items',
    'cart-switch-dialog',
    'menu-item-badges',
    'menu-item-image',
    'quantity-stepper',
    'stock-counts',
    'vendor-card',
    'vendor-filters',
  ], // the vendor catalogue, and a menu item's badges, option picker and the allergen filter
};

// Features that build on another never get imported back by it: these imports would close a cycle.
const FEATURE_NEVER_IMPORTS = {
  vendors: ['quick-order', 'vendor-detail'], // the catalogue, which both screens build on
};

// Server layers: config, db, http, auth and realtime sit under the features and import none of
// them; app.ts, jobs/ and seed/ compose features. A server feature imports another only when this
// list says so, with the reason (importer: features it may import).
// Every feature whose changes send live messages records them in the outbox
// (notifications/outbox.ts) and sends it after the commit (notifications/outbox-sender.ts).
export const SERVER_FEATURE_IMPORTS = {
  // an event's new end time moves held orders; vendor decisions notify; settings are edited here
  // within the demo payments' limits; a customer made a vendor gets a vendor's application
  admin: ['notifications', 'orders', 'payments', 'settings', 'vendor', 'vendors'],
  // a vendor's sign-up opens its application; a sign-out closes the session's sockets
  auth: ['notifications', 'vendor'],
  // an order is priced on the vendor, settings and a meal ticket, paced in slots, paid, announced
  orders: ['notifications', 'payments', 'pickup-slots', 'settings', 'talent-crew', 'vendors'],
  // a pre-order is an order of the vendor's drop (an expired hold notifies); decisions are audited
  partnerships: ['admin', 'notifications', 'orders', 'settings', 'vendors'],
  // settling tells the vendor; the checkout's switch is a setting
  payments: ['notifications', 'settings'],
  // an order's status is pushed to its customer's devices beside the stored notification
  notifications: ['push'],
  // a pass carries the order
  'pickup-pass': ['orders'],
  // slots follow the vendor's show, and an encore shift moves its held orders; a paused slot is
  // announced
  'pickup-slots': ['notifications', 'orders', 'vendors'],
  // profile edits keep sign-up's unique e-mail and username
  profile: ['auth'],
  // the app's status says whether card payments work
  settings: ['payments'],
  // back-office writes are audited
  'talent-crew': ['admin'],
  // the vendor's board moves its orders and notifies the customer
  vendor: ['notifications', 'orders', 'vendors'],
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

/** The server's import rule: never web code, plus the layer's own patterns. */
function serverImportRule(...patterns) {
  return [
    'error',
    {
      patterns: [
        {
          regex: '(^|/)web/',
          message: 'server never imports web code; share it through src/contract',
        },
        ...patterns,
      ],
    },
  ];
}

/** One block per server feature: another feature only when SERVER_FEATURE_IMPORTS lists it. */
function serverFeatureBoundaries() {
  const features = readdirSync(new URL('./src/server/features', import.meta.url), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => {
    const allowed = SERVER_FEATURE_IMPORTS[feature] ?? [];
    const others = features.filter((other) => other !== feature && !allowed.includes(other));
    return {
      files: [`src/server/features/${feature}/**/*.ts`],
      ignores: TEST_FILES,
      rules: {
        'no-restricted-imports': serverImportRule({
          // '../other/file' from a feature's folder, or '../../features/other/file'
          regex: `^(\\.\\./|(\\.\\./)+features/)(${others.map(escapeRegex).join('|')})/`,
          message: `server feature ${feature} imports only ${allowed.join(', ') || 'no other feature'} (SERVER_FEATURE_IMPORTS in eslint.config.js)`,
        }),
      },
    };
  });
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
    rules: { 'no-restricted-imports': serverImportRule() },
  },
  // server layers: features build on config, db, http, auth and realtime, never the other way.
  // Their tests and test support start the whole app, so they may import features.
  {
    files: [
      'src/server/{config,context,errors,redis}.ts',
      'src/server/{db,http,auth,realtime}/**/*.ts',
    ],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': serverImportRule({
        regex: '(^|/)features/',
        message:
          'config, db, http, auth and realtime import no feature; move the shared piece down or pass the function in',
      }),
    },
  },
  ...serverFeatureBoundaries(),
  // A cycle makes load order decide what is undefined at start-up, and hides which module builds
  // on which: no module reaches itself through its imports, on the server or the web.
  {
    files: ['src/**/*.{ts,tsx}'],
    // drizzle tables name each other in callbacks run after every schema file has loaded
    ignores: ['src/server/db/schema/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
