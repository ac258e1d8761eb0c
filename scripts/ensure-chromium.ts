import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// End-to-end tests drive Debian's Chromium; no test tool downloads a browser of its own.
const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('which', ['apt-get']).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium is missing: install Debian's package with \`sudo apt-get install -y chromium\`, then run the tests again.`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium package…");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
