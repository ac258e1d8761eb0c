import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

// `npm run dev`: the API on PORT (default 3000), restarted when server code changes, and Vite's
// dev server with hot reload on 5173, proxying /json, /api, /healthz and /readyz to the API.
const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.PORT ?? '3000';
const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'scripts/serve-api.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: apiPort },
});
const vite = await createServer({
  configFile: `${root}web/vite.config.ts`,
  server: { port: Number(process.env.DEV_PORT ?? 5173) },
});
process.env.KELAS_API_URL ??= `http://127.0.0.1:${apiPort}`;
await vite.listen();
vite.printUrls();
const stop = async () => {
  api.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
