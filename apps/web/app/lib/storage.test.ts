import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  readCookie,
  readParsedCookie,
  readStored,
  removeStored,
  serializeCookie,
  stringMatching,
  valueParser,
  writeStored,
  type StorageLike,
} from './storage';

const userSchema = z.object({ id: z.number(), name: z.string() });

describe('readStored / writeStored', () => {
  it('round-trips an object as JSON', () => {
    expect(writeStored('user', userSchema, { id: 1, name: 'Ana' })).toBe(true);
    expect(localStorage.getItem('user')).toBe('{"id":1,"name":"Ana"}');
    expect(readStored('user', userSchema)).toEqual({ id: 1, name: 'Ana' });
  });

  it('stores strings as they are, so plain values stay readable by older code', () => {
    writeStored('auth', z.string(), 'token-123');
    expect(localStorage.getItem('auth')).toBe('token-123');
    expect(readStored('auth', z.string())).toBe('token-123');
  });

  it('reads back a string that happens to look like JSON', () => {
    writeStored('code', z.string(), '12345');
    expect(readStored('code', z.string())).toBe('12345');
  });

  it('discards and removes a value that does not match the schema', () => {
    localStorage.setItem('user', '{"id":"not-a-number"}');
    expect(readStored('user', userSchema)).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('discards a value that is not valid JSON when an object is expected', () => {
    localStorage.setItem('user', '{broken');
    expect(readStored('user', userSchema)).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('returns null for a missing key', () => {
    expect(readStored('missing', z.string())).toBeNull();
  });

  it('refuses to write a value the schema rejects', () => {
    expect(writeStored('lmcp', z.string().min(3), 'ab')).toBe(false);
    expect(localStorage.getItem('lmcp')).toBeNull();
  });

  it('removes a key', () => {
    localStorage.setItem('lmcp', 'abc');
    removeStored('lmcp');
    expect(localStorage.getItem('lmcp')).toBeNull();
  });

  it('does nothing without a storage (server rendering)', () => {
    expect(readStored('user', userSchema, null)).toBeNull();
    expect(writeStored('user', userSchema, { id: 1, name: 'Ana' }, null)).toBe(false);
    expect(() => removeStored('user', null)).not.toThrow();
  });

  it('survives a storage that throws (private mode, quota exceeded)', () => {
    const hostile: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readStored('user', userSchema, hostile)).toBeNull();
    expect(writeStored('auth', z.string(), 'x', hostile)).toBe(false);
    expect(() => removeStored('auth', hostile)).not.toThrow();
  });
});

describe('readCookie', () => {
  it('finds a cookie in a Cookie header and URL-decodes it', () => {
    const header = 'a=1; auth_state=%7B%22id%22%3A1%7D; i18n_redirected=en';
    expect(readCookie(header, 'auth_state')).toBe('{"id":1}');
    expect(readCookie(header, 'i18n_redirected')).toBe('en');
  });

  it('does not match a cookie whose name merely ends with the name asked for', () => {
    expect(readCookie('xauth_client=evil; auth_client=good', 'auth_client')).toBe('good');
  });

  it('returns null when the cookie or the header is missing', () => {
    expect(readCookie('a=1', 'b')).toBeNull();
    expect(readCookie(null, 'b')).toBeNull();
    expect(readCookie('', 'b')).toBeNull();
  });

  it('returns a value with broken percent-encoding as written', () => {
    expect(readCookie('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
  });

  it('strips the optional double quotes around a value', () => {
    expect(readCookie('a="quoted"', 'a')).toBe('quoted');
  });

  it('keeps = signs inside the value', () => {
    expect(readCookie('t=abc==', 't')).toBe('abc==');
  });
});

describe('readParsedCookie', () => {
  it('parses URL-encoded JSON with a schema', () => {
    const header = `auth_state=${encodeURIComponent(JSON.stringify({ id: 7, name: 'Bia' }))}`;
    expect(readParsedCookie(header, 'auth_state', userSchema)).toEqual({ id: 7, name: 'Bia' });
  });

  it('returns null for a cookie that does not match the schema', () => {
    expect(readParsedCookie('auth_state=%7B%7D', 'auth_state', userSchema)).toBeNull();
  });
});

describe('serializeCookie', () => {
  it('writes the auth cookie attributes of §3', () => {
    expect(
      serializeCookie('auth_client', 'tok en', {
        maxAge: 604800,
        path: '/',
        sameSite: 'Strict',
        secure: true,
      }),
    ).toBe('auth_client=tok%20en; Max-Age=604800; Path=/; SameSite=Strict; Secure');
  });

  it('URL-encodes characters that would end the cookie', () => {
    expect(serializeCookie('a', 'x; Domain=evil.com')).toBe('a=x%3B%20Domain%3Devil.com');
  });

  it('always marks SameSite=None cookies Secure', () => {
    expect(serializeCookie('a', 'b', { sameSite: 'None' })).toBe('a=b; SameSite=None; Secure');
  });

  it('rejects a name that could inject attributes', () => {
    expect(() => serializeCookie('a;b', 'c')).toThrow(TypeError);
    expect(() => serializeCookie('', 'c')).toThrow(TypeError);
  });

  it('reads back what it wrote', () => {
    const value = '{"name":"João"}';
    const cookie = serializeCookie('auth_state', value, { path: '/' }).split(';')[0];
    expect(readCookie(cookie, 'auth_state')).toBe(value);
  });
});

describe('hand-written value parsers', () => {
  it('stringMatching accepts a matching string, normalised, and nothing else', () => {
    const code = stringMatching(/^[A-Z]{2}$/, (text) => text.trim().toUpperCase());
    expect(code.safeParse(' br ')).toEqual({ success: true, data: 'BR' });
    expect(code.safeParse('BRA')).toEqual({ success: false });
    expect(code.safeParse(55)).toEqual({ success: false });
    expect(code.safeParse(null)).toEqual({ success: false });
  });

  it('valueParser turns a check into a parser that readStored and writeStored accept', () => {
    const storage = localStorage;
    const short = valueParser((value) =>
      typeof value === 'string' && value.length <= 3 ? value : null,
    );
    expect(writeStored('k', short, 'abcd', storage)).toBe(false);
    expect(writeStored('k', short, 'abc', storage)).toBe(true);
    expect(readStored('k', short, storage)).toBe('abc');
    storage.setItem('k', 'toolong');
    expect(readStored('k', short, storage)).toBeNull();
    expect(storage.getItem('k')).toBeNull();
  });
});
