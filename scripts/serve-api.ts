import { startServer } from '../server/main';

// The API half of `npm run dev`: the server without a web build step (Vite serves the app).
await startServer().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
