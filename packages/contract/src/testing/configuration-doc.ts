import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// For tests only: both apps check their environment schema against docs/configuration.md.

/** The variables named in the first column of the first table under `## {heading}`. */
export function documentedVariables(heading: string): string[] {
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
