import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The platform as a visitor's browser meets it, for the benches that drive a browser
// (first-load, lighthouse): a production build of the web app, served with the demo data.

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The server-rendering bundle built beside the web build in `webDist`. */
const ssrDistOf = (webDist: string) => `${webDist}-ssr`;

/**
 * Build the web app into `outDir` (relative to the project) and its server-rendering bundle beside
 * it, as `npm run build` does into web/dist and web/dist-ssr.
 */
export async function buildWebApp(outDir: string): Promise<void> {
  const [{ build }, { buildSsrBundle }] = await Promise.all([import('vite'), import('../scripts/web-build')]);
  await build({
    configFile: join(ROOT, 'web/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: join(ROOT, outDir) },
  });
  await buildSsrBundle(join(ROOT, ssrDistOf(outDir)));
}

/**
 * The platform serving the build in `webDist` on `port`, on a fresh embedded database in `dataDir`
 * holding the demo data; resolves once it answers /healthz.
 */
export async function startDemoPlatform(
  port: number,
  webDist: string,
  dataDir: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-api.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SEED: '1',
      RUN_JOBS: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: webDist,
      SSR_DIST: ssrDistOf(webDist),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start within 2 minutes');
}
