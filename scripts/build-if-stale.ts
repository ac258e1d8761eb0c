import { ensureSsrBuild, ensureWebBuild } from './web-build';

// Run by `npm start` in a process of its own when a build is missing or stale: the bundler's
// memory (several hundred MiB that a long-running server would keep) goes when this process ends.
try {
  await ensureWebBuild();
  await ensureSsrBuild();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
