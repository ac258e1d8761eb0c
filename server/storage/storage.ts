import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are relative paths such as `avatars/<uuid>.webp`; the database
 * records them in `uploads`. The default is a folder under DATA_DIR (server/storage/local-storage.ts).
 */
export interface FileStorage {
  /** Store `data` under `key`, replacing what was there. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`, or undefined when there are none. */
  get(key: string): Promise<Buffer | undefined>;
  /** Remove `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Store the file at `path` on this machine under `key` without reading it whole into memory. */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /**
   * Bytes `start`..`end` (inclusive) under `key` as a stream, or undefined when there are none:
   * block media are served in ranges (video seeking) without reading a whole file into memory.
   */
  readRange?(key: string, start: number, end: number): Promise<Readable | undefined>;
}

// Lowercase segments of letters, digits, dots, hyphens and underscores; no empty, '.' or '..' segment.
const KEY_PATTERN = /^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*$/;

/** Is `key` a storage key that cannot leave the storage root? */
export function isSafeStorageKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key) && !key.split('/').some((part) => part.includes('..'));
}
