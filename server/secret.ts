import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomToken } from './security/keys';

const SECRET_FILE = 'session-secret';

/**
 * The session secret: SESSION_SECRET when set, else the one kept in DATA_DIR, generated on the
 * first start (readable by this user only) so sessions and CSRF tokens survive restarts.
 */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomToken(48);
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
