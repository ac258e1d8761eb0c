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
}

// Lowercase segments of letters, digits, dots, hyphens and underscores; no empty, '.' or '..' segment.
const KEY_PATTERN = /^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*$/;

/** Is `key` a storage key that cannot leave the storage root? */
export function isSafeStorageKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key) && !key.split('/').some((part) => part.includes('..'));
}
