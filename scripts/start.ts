import { startServer } from '../server/main';
import { ensureSsrBuild, ensureWebBuild } from './web-build';

// `npm start`: build the web app and its server-rendering bundle when missing or stale, then run
// the platform. package.json runs this with `exec`, so the shell npm starts becomes this process
// and the SIGTERM or SIGINT npm forwards reaches the server, which stops cleanly (server/shutdown.ts).
await ensureWebBuild();
await ensureSsrBuild();
await startServer().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
