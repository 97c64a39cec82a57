import { describe, expect, it } from 'vitest';
import { createGuestId, getOrCreateGuestId } from './guest-id';

describe('getOrCreateGuestId', () => {
  it("creates 'guest-' plus random characters and remembers it under guest_id", () => {
    const id = getOrCreateGuestId(localStorage);
    expect(id).toMatch(/^guest-[0-9a-f]{32}$/);
    expect(localStorage.getItem('guest_id')).toBe(id);
  });

  it('returns the same id on every later call', () => {
    const first = getOrCreateGuestId(localStorage);
    expect(getOrCreateGuestId(localStorage)).toBe(first);
  });

  it('keeps a valid id written by an older version (a hash)', () => {
    localStorage.setItem('guest_id', 'guest-5f4dcc3b5aa765d61d8327deb882cf99');
    expect(getOrCreateGuestId(localStorage)).toBe('guest-5f4dcc3b5aa765d61d8327deb882cf99');
  });

  it.each([
    ['no prefix', 'abcdef1234567890'],
    ['too short', 'guest-abc'],
    ['header injection', 'guest-abcdefgh\r\nX-Admin: 1'],
    ['JSON garbage', '{"id":1}'],
    ['empty', ''],
  ])('replaces a bad stored value (%s)', (_label, bad) => {
    localStorage.setItem('guest_id', bad);
    const id = getOrCreateGuestId(localStorage);
    expect(id).not.toBe(bad);
    expect(id).toMatch(/^guest-[0-9a-f]{32}$/);
    expect(localStorage.getItem('guest_id')).toBe(id);
  });

  it('still returns an id without a storage', () => {
    expect(getOrCreateGuestId(null)).toMatch(/^guest-[0-9a-f]{32}$/);
  });

  it('creates a different id each time', () => {
    expect(createGuestId()).not.toBe(createGuestId());
  });
});
