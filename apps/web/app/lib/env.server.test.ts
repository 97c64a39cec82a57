import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from './env.server';

/** The variables named in the first column of the first table under `## {heading}`. */
function documentedVariables(heading: string): string[] {
  const markdown = readFileSync(
    join(import.meta.dirname, '../../../../docs/configuration.md'),
    'utf8',
  );
  const section = markdown.split(/^## /m).find((part) => part.startsWith(heading)) ?? '';
  const table = /^\|.*\|$(?:\n\|.*\|$)*/m.exec(section)?.[0] ?? '';
  // The header row and the rule under it name no variable.
  return table
    .split('\n')
    .slice(2)
    .flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)])
    .flatMap(([, name]) => (name ? [name] : []));
}

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
