import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from './local-storage';
import { isSafeStorageKey } from './storage';

const root = mkdtempSync(join(tmpdir(), 'kelas-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local file storage', () => {
  const storage = new LocalFileStorage(root);

  it('stores, reads and deletes a file by key', async () => {
    await storage.put('avatars/a.webp', Buffer.from('image'), 'image/webp');
    expect((await storage.get('avatars/a.webp'))?.toString()).toBe('image');
    await storage.delete('avatars/a.webp');
    expect(await storage.get('avatars/a.webp')).toBeUndefined();
    await storage.delete('avatars/a.webp');
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../secret', 'avatars/../../x', '/etc/passwd', 'a//b', 'A.webp', '', 'a/..']) {
      expect(isSafeStorageKey(key)).toBe(false);
    }
    await expect(storage.get('../x')).rejects.toThrow(/Unsafe/);
  });
});
