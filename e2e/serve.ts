import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailCatcher } from './mail-catcher';

// The server the end-to-end tests drive: a fresh embedded database in a temporary folder with the
// demo accounts (specs that need staff sign in as one; the others make their own users), the web
// app built when stale.
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'kelas-e2e-'));
process.env.SEED = '1';
process.env.LOG_LEVEL ??= 'warn';
// Every spec signs its new users up from 127.0.0.1, more than the default ten an hour.
process.env.SIGN_UP_LIMIT_PER_IP ??= '200';
// Mail goes to a catcher the specs read over HTTP on the next port (e2e/mail.ts).
const catcher = await startMailCatcher(Number(process.env.PORT ?? 3210) + 1);
process.env.SMTP_URL = catcher.smtpUrl;
await import('../scripts/start');
