// Vitest's global set-up for the platform project: one migrated PGlite data directory, made once
// per run, that every test file's database starts from (test-database.ts). initdb is most of what a
// test platform took to start (about 5 of 8 s a file on a quiet 2-core machine).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteDataDir } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the migrated data directory's tarball is, for this run. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'vitrine-pglite-'));
  const file = join(folder, 'migrated.tar');
  const dataDir = await migratedPgliteDataDir();
  writeFileSync(file, new Uint8Array(await dataDir.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
