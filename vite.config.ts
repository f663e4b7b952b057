import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/precompress.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

export default defineConfig({
  // Brotli and gzip copies of the built assets, served as they are (src/server/app.ts).
  plugins: [react(), precompress()],
  root: '.',
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1200 },
  // `npm run dev`: Vite serves the UI with hot reload and forwards the API to the server on API_PORT.
  server: { port: 5173, proxy: { '/api': apiTarget, '/health': apiTarget } },
  test: {
    // Vitest's default leaves a core to its main process: one worker on two cores, with that core
    // mostly idle while the files run. Two workers there finish the API files in ~0.73 of the time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/security/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/helpers/uiSetup.ts'],
          // Above the waits' ceiling (uiSetup.ts), so a hang reports the state it waited for.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          // One at a time: they kill servers and stop the PostgreSQL the others write to.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // Two files at a time (maxWorkers above): each starts its own server on its own copy of
          // the seeded data directory and a free port, so they share nothing. One at a time took
          // 477 s of CI's 936 s here; two took 282 s beside a busy core.
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/e2eTemplate.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
