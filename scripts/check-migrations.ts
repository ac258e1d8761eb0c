import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Fails when the Drizzle schema and the committed migrations disagree: drizzle-kit generates
// against a copy of the migrations, and anything but its "no changes" answer means one is missing.
// (drizzle-kit takes --out relative to the working folder, and exits 0 on its own errors.)
const root = fileURLToPath(new URL('..', import.meta.url));
const scratch = '.tsbuild/migration-check';
rmSync(join(root, scratch), { recursive: true, force: true });
mkdirSync(join(root, scratch), { recursive: true });
try {
  cpSync(join(root, 'server/db/migrations'), join(root, scratch), { recursive: true });
  const before = readdirSync(join(root, scratch));
  const output = execFileSync(
    join(root, 'node_modules/.bin/drizzle-kit'),
    [
      'generate',
      '--dialect=postgresql',
      '--schema=./server/db/schema/index.ts',
      `--out=${scratch}`,
      '--name=check',
    ],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const added = readdirSync(join(root, scratch)).filter((file) => !before.includes(file));
  if (added.length > 0 || !/No schema changes/i.test(output)) {
    console.error(
      'The schema has changes that no migration holds: run `npm run db:generate` and commit the result.',
    );
    console.error(output);
    process.exit(1);
  }
  console.log('Schema and migrations agree.');
} finally {
  rmSync(join(root, scratch), { recursive: true, force: true });
}
