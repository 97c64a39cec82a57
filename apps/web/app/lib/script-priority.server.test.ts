import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lowerModulePreloads, lowPriorityModulePreloads } from './script-priority.server';

const HEAD =
  '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/><title>Cassino — Jogos</title>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/>' +
  '<link rel="stylesheet" href="/assets/app.css"/></head>';
const BODY = '<body><p>Olá</p><link rel="modulepreload" href="/assets/late.js"/></body></html>';

async function pipeInChunks(text: string, size: number): Promise<string> {
  const bytes = Buffer.from(text, 'utf8');
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += size) {
    chunks.push(bytes.subarray(offset, offset + size));
  }
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(lowPriorityModulePreloads())) {
    out.push(Buffer.from(chunk as Buffer));
  }
  return Buffer.concat(out).toString('utf8');
}

describe('lowerModulePreloads', () => {
  it('asks for every module preload at low priority and leaves the rest alone', () => {
    expect(lowerModulePreloads(HEAD)).toBe(
      HEAD.replaceAll('rel="modulepreload" href', 'rel="modulepreload" fetchpriority="low" href'),
    );
    expect(lowerModulePreloads(HEAD)).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });
});

describe('lowPriorityModulePreloads', () => {
  const expected = lowerModulePreloads(HEAD) + BODY;

  it('rewrites the head however the document is cut into chunks, multi-byte characters included', async () => {
    for (const size of [1, 2, 3, 7, 64, 4096]) {
      expect(await pipeInChunks(HEAD + BODY, size)).toBe(expected);
    }
  });

  it('passes the body through untouched', async () => {
    expect(await pipeInChunks(HEAD + BODY, 16)).toContain(
      '<link rel="modulepreload" href="/assets/late.js"/>',
    );
  });

  it('still delivers a document that never closes its head', async () => {
    const partial = '<html><head><link rel="modulepreload" href="/a.js"/>';
    expect(await pipeInChunks(partial, 5)).toBe(lowerModulePreloads(partial));
  });
});
