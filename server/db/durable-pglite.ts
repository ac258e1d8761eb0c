import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

// PGlite starts PostgreSQL with -F (fsync off), and Emscripten's NODEFS has no fsync operation and
// treats fdatasync as a no-op. A committed row could then be lost on power failure. We drop -F,
// make the WAL use fsync(), and give NODEFS an fsync that reaches the disk.
const START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
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

/** Open (creating when new) a PGlite database in `folder` with durable commits. */
export async function openDurablePglite(folder: string): Promise<PGlite> {
  return PGlite.create({
    fs: new DurableNodeFS(folder),
    startParams: START_PARAMS,
    extensions: PGLITE_EXTENSIONS,
  });
}
