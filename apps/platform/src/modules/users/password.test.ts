import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing (scrypt)', () => {
  it('hashes with a fresh salt each time and recognises only the right password', async () => {
    const first = await hashPassword('Vitrine@2026');
    const second = await hashPassword('Vitrine@2026');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Vitrine@2026', first)).toBe(true);
    expect(await verifyPassword('vitrine@2026', first)).toBe(false);
  });

  it('never matches a malformed hash', async () => {
    for (const stored of ['', 'plain', 'scrypt$1$1$1$x$y', 'bcrypt$10$abc']) {
      expect(await verifyPassword('Vitrine@2026', stored)).toBe(false);
    }
  });
});
