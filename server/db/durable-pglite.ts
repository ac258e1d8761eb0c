import { existsSync, fsyncSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { runInChildProcess } from '../run-in-child';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

// PGlite starts PostgreSQL with -F (fsync off), and Emscripten's NODEFS has no fsync operation and
// treats fdatasync as a no-op. A committed row could then be lost on power failure. We drop -F,
// make the WAL use fsync(), and give NODEFS an fsync that reaches the disk.
// Memory: the WebAssembly heap never gives back a page it has touched, and PostgreSQL touches all
// of its shared buffers, so initdb's 128 MB of them stayed resident (docs/performance.md, idle
// memory). 16 MB holds the hot pages of a platform this size; an index build during a migration
// gets 16 MB of maintenance memory instead of 64 MB.
const START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
  '-c',
  'shared_buffers=16MB',
  '-c',
  'maintenance_work_mem=16MB',
];

let flushCount = 0;

/** How many times the durable file system has flushed a file to disk (for tests). */
export function durableFlushCount(): number {
  return flushCount;
}

interface EmscriptenStream {
  nfd?: number;
}
interface EmscriptenModule {
  NODEFS: { stream_ops: { fsync?: (stream: EmscriptenStream) => number } };
}
type InitOptions = { preRun?: Array<(module: EmscriptenModule) => void> } & Record<string, unknown>;

/** The Node file system of PGlite, with a real fsync. */
class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, options);
    const emscriptenOpts = result.emscriptenOpts as InitOptions;
    const installFsync = (module: EmscriptenModule) => {
      module.NODEFS.stream_ops.fsync = (stream) => {
        if (stream.nfd !== undefined) {
          fsyncSync(stream.nfd);
          flushCount++;
        }
        return 0;
      };
    };
    emscriptenOpts.preRun = [installFsync, ...(emscriptenOpts.preRun ?? [])];
    return result;
  }
}

/** Open (creating when new) a PGlite database in `folder` with durable commits, in this process. */
export async function openPgliteHere(folder: string): Promise<PGlite> {
  return PGlite.create({
    fs: new DurableNodeFS(folder),
    startParams: START_PARAMS,
    extensions: PGLITE_EXTENSIONS,
  });
}

/** Open (creating when new) a PGlite database in `folder` with durable commits. */
export async function openDurablePglite(folder: string): Promise<PGlite> {
  // initdb runs a second PostgreSQL and copies its files over, which leaves about 90 MiB of native
  // memory behind in the process that does it: a new folder is created by a process of its own.
  if (!existsSync(join(folder, 'PG_VERSION'))) {
    await runInChildProcess(
      new URL('create-pglite.ts', import.meta.url),
      [folder],
      `Creating the database in ${folder}`,
    );
  }
  return openPgliteHere(folder);
}
