import { startServer } from '../server/main';
import { ensureWebBuild } from './web-build';

// `npm start`: build the web app when missing or stale, then run the platform.
await ensureWebBuild();
await startServer().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
