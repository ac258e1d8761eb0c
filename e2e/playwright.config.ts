import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/**
 * Institutions' own domains in the specs are names under `.kelas.test`, which Chromium resolves to
 * this machine; the server checks their TXT records at a DNS server a spec starts on this UDP port.
 */
export const DOMAIN_SUFFIX = 'kelas.test';
export const DNS_PORT = PORT + 1;

/**
 * Debian's Chromium and its flags. Fake media devices give MediaRecorder a microphone (a beep)
 * without a prompt; every spec shares them, so all run in one worker in the order of their files.
 */
const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--host-resolver-rules=MAP *.${DOMAIN_SUFFIX} 127.0.0.1`,
  ],
};

// Debian's Chromium, never a downloaded browser. Playwright gives every launch a fresh
// user-data folder of its own.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM,
  },
  webServer: {
    command: 'node --import tsx e2e/serve.ts',
    cwd: '..',
    url: `${BASE_URL}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DNS_SERVERS: `127.0.0.1:${DNS_PORT}`,
      // Specs run background jobs as of a later day (server/http/e2e-controls.ts).
      E2E_CONTROLS: '1',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
