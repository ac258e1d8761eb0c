import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The server the end-to-end tests drive: a fresh embedded database in a temporary folder, no demo
// data (each test makes its own), the web app built when stale.
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'kelas-e2e-'));
process.env.SEED = '0';
process.env.LOG_LEVEL ??= 'warn';
await import('../scripts/start');
