import { describe, expect, it } from 'vitest';
import { documentedVariables } from '@vitrine/contract/testing/configuration-doc.ts';
import { envSchema } from './env.server';

describe('docs/configuration.md', () => {
  const documented = documentedVariables('Web server (`apps/web`)');
  const read = Object.keys(envSchema.shape);

  it('documents every variable the web server reads', () => {
    expect(read.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('documents no variable the web server does not read', () => {
    expect(documented.length).toBeGreaterThan(0);
    expect(documented.filter((name) => !read.includes(name))).toEqual([]);
  });
});
