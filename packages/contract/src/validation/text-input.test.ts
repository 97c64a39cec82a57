import { describe, expect, it } from 'vitest';
import { findMalformedInput, MAX_INPUT_DEPTH, textProblem } from './text-input.ts';

describe('malformed input', () => {
  it('refuses a NUL byte and a lone surrogate, and nothing a person types', () => {
    expect(textProblem('ana\u0000souza')).toBe('nul');
    expect(textProblem('\ud800')).toBe('surrogate');
    expect(textProblem('ana\udc00')).toBe('surrogate');
    expect(textProblem('\udc00\ud800')).toBe('surrogate');
    for (const fine of ['', 'Ana Souza', 'São Paulo 🎰', 'linha\nnova\ttab', '\u00a0€']) {
      expect(textProblem(fine), fine).toBeNull();
    }
  });

  it('finds the field of the first malformed text at any depth', () => {
    expect(findMalformedInput({ a: 'ok', b: [{ c: 'x\u0000' }] })).toEqual({
      path: ['b', 0, 'c'],
      problem: 'nul',
    });
    expect(findMalformedInput({ domain: '\u0000' })).toEqual({ path: ['domain'], problem: 'nul' });
    expect(findMalformedInput({ a: 1, b: true, c: null, d: ['fine'] })).toBeNull();
  });

  it('reports a malformed key at its parent, not by echoing it', () => {
    expect(findMalformedInput({ form: { 'a\u0000': 1 } })).toEqual({
      path: ['form'],
      problem: 'nul',
    });
  });

  it('stops at a nesting no call needs, without using the call stack', () => {
    let deep: unknown = 'fundo';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    const found = findMalformedInput({ list: deep });
    expect(found?.problem).toBe('too_deep');
    expect(found?.path).toHaveLength(MAX_INPUT_DEPTH);
    expect(found?.path[0]).toBe('list');
  });
});
