import { describe, expect, it } from 'vitest';
import { normaliseHost, originHost } from './host.ts';

describe('normaliseHost', () => {
  it.each([
    ['localhost', 'localhost'],
    ['LocalHost:3000', 'localhost'],
    ['sorte.localhost.', 'sorte.localhost'],
    ['127.0.0.1:8787', '127.0.0.1'],
    ['[::1]:3000', '::1'],
    ['::1', '::1'],
  ])('reads %s as %s', (input, expected) => {
    expect(normaliseHost(input)).toBe(expected);
  });
});

describe('originHost', () => {
  it('takes the host name of an http(s) origin, ignoring the port', () => {
    expect(originHost('http://sorte.localhost:3000')).toBe('sorte.localhost');
    expect(originHost('https://Demo.Example.com')).toBe('demo.example.com');
  });

  it('refuses anything that is not an http(s) origin', () => {
    expect(originHost('null')).toBeNull();
    expect(originHost('file:///etc/passwd')).toBeNull();
  });
});
