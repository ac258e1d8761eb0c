import { randomUUID } from 'node:crypto';
import { copyFile, type FileHandle, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { type FileStorage, isSafeStorageKey } from './storage';

/** Files in a folder (by default DATA_DIR/uploads), one file per key. */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  // The type is not kept: every stored file's type is recorded in `uploads`.
  async put(key: string, data: Buffer, _contentType?: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const temporary = `${path}.${randomUUID()}.part`;
    await writeFile(temporary, data);
    await rename(temporary, path);
  }

  async putFile(key: string, source: string, _contentType?: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.part`;
    await copyFile(source, temporary);
    await rename(temporary, path);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async readRange(key: string, start: number, end: number): Promise<Readable | undefined> {
    let handle: FileHandle;
    try {
      handle = await open(this.pathOf(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    // The stream closes the file when it ends or is destroyed.
    return handle.createReadStream({ start, end });
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Unsafe storage key: ${key}`);
    return path;
  }
}
