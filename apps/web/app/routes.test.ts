import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from './routes';

function routeFiles(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...routeFiles(entry.children ?? [])]);
}

const files = [...new Set(['root.tsx', ...routeFiles(routes)])];

describe('route modules', () => {
  it.each(files)('%s: a component is exported through memoRoute (decision 024)', (file) => {
    const source = readFileSync(join(import.meta.dirname, file), 'utf8');
    const defaults = source.match(/^export default .*$/gm) ?? [];
    for (const line of defaults) expect(line).toMatch(/^export default memoRoute\(\w+\);$/);
  });

  it('finds the route modules it checks', () => {
    expect(files).toContain('routes/home.tsx');
    expect(files).toContain('routes/casino/game.tsx');
    expect(files.length).toBeGreaterThan(30);
  });
});
