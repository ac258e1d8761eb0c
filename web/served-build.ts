import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// What the server serves is the build's folder as it stands (server/http/web-app.ts), so the build
// leaves it ready: no source maps, and a .br and .gz copy of each file worth compressing.
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.html', '.json', '.txt', '.xml', '.webmanifest']);
// Below this a compressed copy saves less than a packet.
const MIN_BYTES = 1024;

/** Where a build into `outDir` keeps its source maps: beside it, never inside the served folder. */
export function sourceMapFolder(outDir: string): string {
  return `${outDir}-maps`;
}

/** Every file under `folder`, as paths relative to it (Vite's own `.vite` folder left out). */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('.vite'));
}

/** Move the build's .map files out of `outDir` into `sourceMapFolder(outDir)`, at the same paths. */
function moveSourceMaps(outDir: string, files: string[]): void {
  const maps = sourceMapFolder(outDir);
  rmSync(maps, { recursive: true, force: true });
  for (const file of files.filter((name) => name.endsWith('.map'))) {
    mkdirSync(dirname(join(maps, file)), { recursive: true });
    renameSync(join(outDir, file), join(maps, file));
  }
}

/** Write `file.br` (quality 11) and `file.gz` (level 9) beside each compressible file of `outDir`. */
function writeCompressedCopies(outDir: string, files: string[]): void {
  for (const file of files.filter((name) => COMPRESSIBLE.has(extname(name)))) {
    const raw = readFileSync(join(outDir, file));
    if (raw.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    writeFileSync(join(outDir, `${file}.br`), brotli);
    writeFileSync(join(outDir, `${file}.gz`), gzipSync(raw, { level: 9 }));
  }
}

/**
 * After a production build: source maps (built "hidden", with no sourceMappingURL comment) move to
 * a folder beside the build, and each compressible file gets its precompressed copies, which
 * @fastify/static's `preCompressed` serves by the request's Accept-Encoding.
 */
export function servedBuild(): Plugin {
  let outDir = '';
  return {
    name: 'kelas-served-build',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // A build that failed wrote nothing: let its own error be the one reported.
      if (!existsSync(outDir)) return;
      moveSourceMaps(outDir, filesUnder(outDir));
      writeCompressedCopies(outDir, filesUnder(outDir));
    },
  };
}
