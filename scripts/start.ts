import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startServer } from '../server/main';
import { isSsrBuildStale, isWebBuildStale } from './web-build';

// `npm start`: build the web app and its server-rendering bundle when missing or stale, then run
// the platform. package.json runs this with `exec`, so the shell npm starts becomes this process
// and the SIGTERM or SIGINT npm forwards reaches the server, which stops cleanly (server/shutdown.ts).
// The build runs in a child process: done in this one, it left about 400 MiB resident for good.
// React's production build draws the pages the server draws (server/http/server-drawing.ts) in
// about half the time of its development build, which it loads when NODE_ENV says nothing.
process.env.NODE_ENV ??= 'production';
if (isWebBuildStale() || isSsrBuildStale()) {
  const script = fileURLToPath(new URL('build-if-stale.ts', import.meta.url));
  const build = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await startServer().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
