import { describe, expect, it } from 'vitest';
import { createUrlSigner } from './url-signer.ts';

const now = new Date('2026-06-01T12:00:00Z');
const query = (text: string) => Object.fromEntries(new URLSearchParams(text));

describe('signed links', () => {
  const signer = createUrlSigner('a-signing-key-of-at-least-32-characters');

  it('accepts its own link until it expires', () => {
    const signed = query(signer.sign('/t/demo/documents/1/file', new Date(now.getTime() + 60_000)));
    expect(signer.verify('/t/demo/documents/1/file', signed, now)).toBe(true);
    expect(
      signer.verify('/t/demo/documents/1/file', signed, new Date(now.getTime() + 60_000)),
    ).toBe(false);
  });

  it('refuses another path, a changed expiry, another key and junk', () => {
    const signed = query(signer.sign('/t/demo/documents/1/file', new Date(now.getTime() + 60_000)));
    expect(signer.verify('/t/demo/documents/2/file', signed, now)).toBe(false);
    expect(
      signer.verify('/t/demo/documents/1/file', { ...signed, expires: '99999999999' }, now),
    ).toBe(false);
    expect(createUrlSigner(undefined).verify('/t/demo/documents/1/file', signed, now)).toBe(false);
    expect(signer.verify('/t/demo/documents/1/file', { expires: 'x', signature: 'y' }, now)).toBe(
      false,
    );
    expect(signer.verify('/t/demo/documents/1/file', {}, now)).toBe(false);
  });
});
