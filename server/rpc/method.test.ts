import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findMethod, mergeMethods, method, resource } from './method';
import { anyone } from './policy';

const noop = method({ input: z.object({}), allow: anyone, run: async () => null });

describe('mergeMethods', () => {
  it('combines groups of methods into one resource', () => {
    const merged = resource(
      'thing',
      mergeMethods({ create: noop, read: { a: noop } }, { read: { b: noop } }),
    );
    expect(findMethod(merged, 'create', undefined)).toBe(noop);
    expect(findMethod(merged, 'read', 'a')).toBe(noop);
    expect(findMethod(merged, 'read', 'b')).toBe(noop);
    expect(findMethod(merged, 'read', 'toString')).toBeUndefined();
  });

  it('refuses a method defined twice', () => {
    expect(() => mergeMethods({ update: { a: noop } }, { update: { a: noop } })).toThrow(
      /update\/a is defined twice/,
    );
    expect(() => mergeMethods({ create: noop }, { create: noop })).toThrow(/Two create methods/);
  });
});
