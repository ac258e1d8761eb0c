import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// tsx's loader by path: the child keeps this process's working folder (a relative DATA_DIR means
// the same folder), wherever that is.
const TSX = createRequire(import.meta.url).resolve('tsx');

/**
 * Run the TypeScript file `script` (a file URL) in a Node process of its own and wait for it to
 * end; rejects with `what` and the script's error output when it fails. Used for one-off start-up
 * work whose native memory a long-running process would otherwise keep (docs/performance.md,
 * idle memory). `showOutput` passes the child's standard output through.
 */
export async function runInChildProcess(
  script: URL,
  args: string[],
  what: string,
  showOutput = false,
): Promise<void> {
  const child = spawn(process.execPath, ['--import', TSX, fileURLToPath(script), ...args], {
    stdio: ['ignore', showOutput ? 'inherit' : 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`${what} failed: ${stderr.trim()}`);
}
