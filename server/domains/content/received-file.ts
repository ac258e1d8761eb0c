import { createWriteStream } from 'node:fs';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';

/** An uploaded file received on disk: where it is and how big. */
export interface ReceivedFile {
  path: string;
  sizeBytes: number;
}

/** Run `work` with a fresh temporary folder, removed afterwards whatever happens. */
export async function withTemporaryFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'kelas-upload-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Write an uploaded file's stream into `folder` (so a 200 MB video never sits in memory). Busboy
 * stops at the request's size limit and marks the stream truncated, which is refused here.
 */
export const receiveInto =
  (folder: string) =>
  async (part: MultipartFile): Promise<ReceivedFile> => {
    const path = join(folder, 'upload');
    let sizeBytes = 0;
    part.file.on('data', (chunk: Buffer) => {
      sizeBytes += chunk.length;
    });
    await pipeline(part.file, createWriteStream(path));
    if (part.file.truncated)
      throw Object.assign(new Error('request file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
    return { path, sizeBytes };
  };

/** The whole file (for kinds whose check or processing needs every byte; they are small). */
export const readWhole = (file: ReceivedFile): Promise<Buffer> => readFile(file.path);

/** The first `length` bytes of the file, where the magic numbers are. */
export async function readHead(file: ReceivedFile, length = 4096): Promise<Buffer> {
  const handle = await open(file.path, 'r');
  try {
    const head = Buffer.alloc(Math.min(length, file.sizeBytes));
    await handle.read(head, 0, head.length, 0);
    return head;
  } finally {
    await handle.close();
  }
}
