import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Three projects: pure common rules, the server against a real database, and the web app in
// happy-dom. Server test files reuse one migrated template database per worker (isolate: false)
// and clone it per file, so each file still starts from a fresh database.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'common', include: ['common/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // The rendering tests load the server-rendering bundle: built here when missing or stale.
          globalSetup: ['scripts/ssr-bundle-setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Above the 5 s a findBy may wait (web/test/async-timeout.ts): screens and their English
          // load as chunks, which a busy machine can make slow.
          testTimeout: 20_000,
          setupFiles: ['web/test/more-english.ts', 'web/test/async-timeout.ts'],
        },
      },
    ],
  },
});
