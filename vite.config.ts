import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { screensPlugin } from './src/screenChecker/build/screensPlugin';
import { versionFilePlugin } from './build/versionFilePlugin';
import { precompressPlugin } from './build/precompressPlugin';
import { startPreloadPlugin } from './build/startPreloadPlugin';
import { loggedInPreloadPlugin } from './build/loggedInPreloadPlugin';
import { colorSchemeStartPlugin } from './build/colorSchemeStartPlugin';
import { firstPaintHeadPlugin } from './build/firstPaintHeadPlugin';
import { firstScreenChunk } from './build/firstScreenChunk';
import { loggedInStartChunk } from './build/loggedInStartChunk';
import { mantineStableIdPlugin } from './build/mantineStableIdPlugin';
import { productionRouterPlugin } from './build/productionRouterPlugin';
import { outboxWorkerFile, outboxWorkerPlugin } from './build/outboxWorkerPlugin';
import { apiProxy } from './build/apiProxy';
import { moduleMockingTests } from './build/moduleMockingTests';

const firstScreen = firstScreenChunk();
/**
 * The frame, the first calls and the layout of home, where every full login lands; and what a logged-in start loads
 * on its way to the first screen, which the entry imports only for a session: the kept answers' store, restoring and
 * keeping, and the service worker's copy of the session. Apart, they were a round trip after the entry's (about 3 kB).
 */
const loggedInStart = loggedInStartChunk([
  '/src/app/AppLayout.tsx', '/src/app/prefetchFirstCalls.ts', '/src/renderer/layouts/DashboardLayout.tsx',
  '/src/app/query-cache/indexedDbQueryCache.ts', '/src/app/query-cache/restoreQueryCache.ts',
  '/src/app/query-cache/persistQueryCache.ts', '/src/outbox/workerSender.ts',
], 75);
const unitInclude = ['tests/**/*.test.{ts,tsx}'];
const unitExclude = ['tests/e2e/**', 'node_modules/**'];
const mockingTests = moduleMockingTests(fileURLToPath(new URL('.', import.meta.url)));
/** Forms: the form library, number and select inputs, pop-overs and the field widgets (not the lazy date picker). */
const formKit =
  /\/node_modules\/(react-hook-form|react-number-format|@mantine\/core\/esm\/components\/(Combobox|Popover|Select|NumberInput|FileInput|Textarea|Checkbox|Switch|Rating|Pill|PillsInput|InlineInput))\/|\/src\/renderer\/(forms\/|widgets\/(?!dates\/))/;

/** Charts: recharts, d3 and what recharts keeps its state with. */
const chartsKit = /\/node_modules\/(recharts|d3-[^/]+|@mantine\/charts|victory-vendor|@reduxjs\/toolkit|redux|react-redux|reselect|immer|es-toolkit|decimal\.js-light|eventemitter3|internmap|tiny-invariant)\//;

export default defineConfig({
  plugins: [
    screensPlugin(),
    mantineStableIdPlugin(),
    productionRouterPlugin(),
    versionFilePlugin(),
    startPreloadPlugin(),
    loggedInPreloadPlugin(),
    colorSchemeStartPlugin(),
    firstScreen.plugin,
    loggedInStart.plugin,
    outboxWorkerPlugin(),
    react(),
    VitePWA({
      filename: 'sw.js',
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: {
        // One app whatever address it was installed from (the server fills in the tenant's name and colours).
        id: '/',
        name: 'Crew',
        short_name: 'Crew',
        start_url: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1c7ed6',
        // PNGs for the launchers that take no SVG; the maskable one keeps its figure in the middle 60 % (public/icon-maskable.svg).
        icons: [
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // A new deployment activates at once and takes over open pages, which then offer a reload.
        skipWaiting: true,
        clientsClaim: true,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        globPatterns: ['**/*.{js,css,html,svg,json}'],
        // The /version screen must read the build that is live, not the one the phone cached.
        globIgnores: ['version.json'],
        // Web Push: shows the server's messages as notifications and opens their page on a tap. The outbox: Background
        // Sync sends the writes kept offline when the connection returns, also with no page of the app open.
        importScripts: ['/push-handlers.js', `/${outboxWorkerFile}`],
      },
    }),
    // After vite-plugin-pwa's manifest link, which it takes out of the page's head with the favicon's request.
    firstPaintHeadPlugin(fileURLToPath(new URL('public/icon.svg', import.meta.url))),
    // Last: compresses the finished build, service worker included.
    precompressPlugin(),
  ],
  server: { proxy: { '/api': apiProxy(process.env.API_PORT ?? 4173) } },
  build: {
    target: 'es2022',
    // Every browser the app runs in (es2022) knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            firstScreen.group,
            // What a logged-in start draws after the entry (the frame, the first calls, home's dashboard): one file.
            loggedInStart.group,
            // The api layer: every screen that shows data, from the first call on.
            { name: 'api', test: /\/src\/api\//, priority: 80 },
            // Charts (recharts, d3 and their state libraries) and forms (the form library, number and select inputs,
            // pop-overs and the field widgets) have files of their own, which read-only screens such as home never
            // load. Only the modules named are taken (not all they import): what a form shares with a read-only
            // screen stays with the screens.
            { name: 'charts-kit', test: chartsKit, priority: 78, includeDependenciesRecursively: false },
            { name: 'form-kit', test: formKit, priority: 76, includeDependenciesRecursively: false },
            // What the screens after the first share (the frame, the renderer's parts, Mantine's other components),
            // cut by the screens that use it: a screen loads the pieces it needs, not everything any screen shares
            // (home loaded 200 kB of it when it was one file). Pieces under 1.5 kB join another: a phone pays a round
            // trip per file.
            {
              name: 'screen-kit', test: (id: string) => !formKit.test(id) && !chartsKit.test(id), minShareCount: 2, priority: 70,
              entriesAware: true, entriesAwareMergeThreshold: 1_500,
            },
          ],
        },
        // Each screen's spec is a chunk of its own (screensPlugin): named after the screen, so a build reads clearly.
        // The screen kit's pieces are named by their hash alone (their own names list every screen sharing them).
        chunkFileNames: (chunk) => {
          if (chunk.facadeModuleId?.startsWith('\0virtual:screen-spec/')) return 'assets/screen-[name]-[hash].js';
          return chunk.name.startsWith('screen-kit~') ? 'assets/screen-kit-[hash].js' : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    exclude: unitExclude,
    pool: 'forks',
    // Vitest's default (a worker less than the cores) is one worker on a 2-core machine, where two files at a time
    // finish the run in about two thirds of the time: much of a file's time is spent waiting (a server, a child process).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Most files run one after another in a worker's process (isolate: false): the server's and renderer's modules
    // load once per worker, not once per file (a run took 309 s instead of 511 s). What a file changes outside its own
    // data it puts back (environment variables, timers, globals); each server suite has a database of its own. The
    // files that replace a module (vi.mock) run isolated, with a module registry of their own.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit', include: unitInclude, exclude: [...unitExclude, ...mockingTests], isolate: false,
          // One demo database migrated and seeded per run; each test server starts on a copy of it.
          globalSetup: ['tests/server/seededTemplateSetup.ts'],
        },
      },
      { extends: true, test: { name: 'unit, isolated', include: mockingTests.length > 0 ? mockingTests : ['(none)'], isolate: true } },
    ],
    // A suite's beforeAll starts a reference server on a copy of the demo database: about 2 s, but on a busy shared
    // machine more than Vitest's 10 s default (a CI run failed so). The server's own start still decides when it ends.
    hookTimeout: 60_000,
  },
});
