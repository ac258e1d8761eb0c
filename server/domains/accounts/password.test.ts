import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses argon2id with 19 MiB, 2 passes and 1 lane', async () => {
    const hashed = await hashPassword('a perfectly fine passphrase');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('verifies the right password only, and fails without a stored hash', async () => {
    const hashed = await hashPassword('right one');
    expect(await verifyPassword(hashed, 'right one')).toBe(true);
    expect(await verifyPassword(hashed, 'wrong one')).toBe(false);
    expect(await verifyPassword(null, 'right one')).toBe(false);
  });

  it('knows the passwords attackers try first, in any case', () => {
    expect(isCommonPassword('Password123')).toBe(true);
    expect(isCommonPassword('QWERTYUIOP')).toBe(true);
    expect(isCommonPassword('violet tram umbrella')).toBe(false);
  });
});
