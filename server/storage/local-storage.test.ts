import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
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

  it('stores a file from disk under a key', async () => {
    const source = join(root, 'upload.tmp');
    writeFileSync(source, 'video bytes');
    await storage.putFile('course-files/w.mp4', source, 'video/mp4');
    expect((await storage.get('course-files/w.mp4'))?.toString()).toBe('video bytes');
  });

  it('streams a byte range of a file, and nothing for a missing key', async () => {
    await storage.put('course-files/v.mp4', Buffer.from('0123456789'), 'video/mp4');
    const range = await storage.readRange('course-files/v.mp4', 2, 5);
    expect((await buffer(range!)).toString()).toBe('2345');
    expect(await storage.readRange('course-files/missing.mp4', 0, 1)).toBeUndefined();
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../secret', 'avatars/../../x', '/etc/passwd', 'a//b', 'A.webp', '', 'a/..']) {
      expect(isSafeStorageKey(key)).toBe(false);
    }
    await expect(storage.get('../x')).rejects.toThrow(/Unsafe/);
  });
});
