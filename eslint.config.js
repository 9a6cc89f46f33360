// The linter also keeps the house's shape: imports flow one way (STYLE.md):
// ground → screenChecker (Node, beside it); ground → api, session, tenant, ui → renderer → features → app.
// Each block below forbids the upward imports. The ground floor (src/ground: the API contract, the access rule, the
// screen language) imports nothing of the app or the server; the server stands on it and on the screen checker only.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import vitest from '@vitest/eslint-plugin';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

const layer = (name) => ({ regex: `(^|/)${name}(/|$)`, message: `This layer may not import from ${name}/ (imports flow one way, see STYLE.md).` });
/** The server stands on the ground floor (and the screen checker, which checks its overlays), never on the app. */
const appTree = {
  regex: '(^|/)src/(?!(ground|screenChecker)(/|$))',
  message: 'The server may import only src/ground/ (contract, access rule, screen language) and src/screenChecker/ from src/.',
};
const forbid = (files, names, extra = []) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [...names.map(layer), ...extra] }] },
});
/** A server layer by its folder (or top-level module), as a relative import names it: `../store/…`, `../../api/…`. */
const serverLayer = (name) => ({
  regex: `^(\\.{1,2}/)+${name}(/|$)`,
  message: `This server layer may not import from ${name} (kernel → db → store → auth → demo → api → app, see STYLE.md).`,
});
const serverForbid = (files, names) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [...names.map(serverLayer), appTree] }] },
});
const storeLayer = ['store', 'tenantConfig', 'files', 'mail'];
/** Who is calling (logins, sessions, tokens, password resets) stands on the store, which knows nothing of it. */
const authLayer = ['auth'];
const apiLayer = ['api', 'http'];
const appLayerNames = ['app', 'start', 'appDatabase', 'seedScale', 'pwa'];
const react = { regex: '^react(-dom)?$', message: 'The ground floor and the screen checker have no React.' };
const appLayers = ['api', 'session', 'tenant', 'outbox', 'ui', 'renderer', 'features', 'app'];
/** The contract's schemas (TypeBox) are for the server and the checker; the phone's bundle takes only their types. */
const contractTypes = {
  regex: '(^|/)contract(/|$)',
  allowTypeImports: true,
  message: 'The app imports only types from the API contract (`import type`): its TypeBox schemas must not reach the phone.',
};

/** What counts as an assertion in a test: `expect…` (our own `expect*` helpers too) and Playwright's waits for a state. */
const assertions = ['expect', 'expect*', '**.expect*', '**.waitFor', '**.waitForURL', '**.waitForEvent', '**.waitForResponse', '**.waitForRequest', '**.waitForFunction', 'settle', '**.settle'];
const fixedSleep = 'Tests wait for a state (a locator, expect.poll, data-settled, fake timers), never for a fixed time.';

export default tseslint.config(
  { ignores: ['dist/**', 'server/dist/**', '.tmp/**', 'node_modules/**', '.data/**', 'dev-dist/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-eval': 'error',
      'no-new-func': 'error',
    },
  },
  forbid(['src/ground/**'], [...appLayers, 'screenChecker', 'server'], [react]),
  forbid(['src/screenChecker/**'], appLayers, [react]),
  forbid(['src/api/**'], ['session', 'tenant', 'ui', 'renderer', 'features', 'app'], [contractTypes]),
  forbid(['src/session/**'], ['tenant', 'ui', 'renderer', 'features', 'app'], [contractTypes]),
  forbid(['src/tenant/**'], ['session', 'ui', 'renderer', 'features', 'app'], [contractTypes]),
  // The outbox (writes kept on the phone and sent exactly once) sits on api, session and the ground floor; renderer, features and app use it.
  forbid(['src/outbox/**'], ['tenant', 'ui', 'renderer', 'features', 'app'], [contractTypes]),
  forbid(['src/ui/**'], ['api', 'session', 'renderer', 'features', 'app']),
  forbid(['src/renderer/**'], ['features', 'app'], [contractTypes]),
  forbid(['src/features/**'], ['app'], [contractTypes]),
  forbid(['src/app/**', 'src/main.tsx'], [], [contractTypes]),
  // The server's layers, one way (STYLE.md): kernel → db → store (with tenantConfig, files, mail) → auth → demo → api
  // (with http) → app (app.ts, start.ts, appDatabase.ts, seedScale.ts, pwa/). Each block forbids what sits above it.
  serverForbid(['server/**'], []),
  serverForbid(['server/kernel/**'], ['db', ...storeLayer, ...authLayer, 'demo', ...apiLayer, ...appLayerNames]),
  serverForbid(['server/db/**'], [...storeLayer, ...authLayer, 'demo', ...apiLayer, ...appLayerNames]),
  serverForbid(storeLayer.map((name) => `server/${name}/**`), [...authLayer, 'demo', ...apiLayer, ...appLayerNames]),
  serverForbid(authLayer.map((name) => `server/${name}/**`), ['demo', ...apiLayer, ...appLayerNames]),
  serverForbid(['server/demo/**'], [...apiLayer, ...appLayerNames]),
  serverForbid(apiLayer.map((name) => `server/${name}/**`), ['demo', ...appLayerNames]),
  {
    // No import circle anywhere (issue 36): a module never reaches itself again through its imports, lazy `import()`
    // included. The renderer's tables reach the layouts through the renderer's environment (React context) instead.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'build/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // Packages are not ours to untangle, and parsing them would make the lint take minutes.
      'import-x/ignore': ['node_modules'],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A test must be able to fail, and fail only for a reason: no assertion behind a condition, no test without one,
    // no skipped or focused test, no waiting for a fixed time (wait for a state: a locator, `expect.poll`, the
    // screen's data-settled mark, fake timers).
    files: ['tests/**/*.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      'vitest/no-conditional-expect': 'error',
      'vitest/no-conditional-in-test': 'error',
      'vitest/no-disabled-tests': 'error',
      'vitest/no-focused-tests': 'error',
      'vitest/warn-todo': 'error',
      'vitest/no-test-prefixes': 'error',
      'vitest/expect-expect': ['error', { assertFunctionNames: assertions }],
      'no-restricted-properties': ['error', { property: 'waitForTimeout', message: fixedSleep }],
      'no-restricted-globals': ['error', ...['setTimeout', 'setInterval'].map((name) => ({ name, message: fixedSleep }))],
      'no-restricted-imports': ['error', { paths: [{ name: 'node:timers/promises', message: fixedSleep }] }],
    },
  },
);
