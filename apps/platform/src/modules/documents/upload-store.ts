import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UploadFolder, UploadStore } from '../../services/tenant-services.ts';

/** Names the platform gives stored files: random hex and a known extension, nothing else. */
const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|gif|webp|bmp|svg|pdf)$/;
export const isStoredName = (name: string) => STORED_NAME.test(name);

function pathOf(root: string, tenantId: number, folder: UploadFolder, name: string): string {
  if (!Number.isSafeInteger(tenantId) || !isStoredName(name)) {
    throw new Error('invalid upload path');
  }
  return join(root, `tenant-${tenantId}`, folder, name);
}

/**
 * Opens the uploads folder. `memory://` (the in-memory database's mode) uses a fresh temporary
 * folder, removed on close, so nothing outlives the process.
 */
export async function openUploadStore(dir: string): Promise<UploadStore> {
  const temporary = dir === 'memory://';
  const root = temporary ? await mkdtemp(join(tmpdir(), 'vitrine-uploads-')) : dir;
  await mkdir(root, { recursive: true });
  return {
    root,
    async save(tenantId, folder, name, bytes) {
      const path = pathOf(root, tenantId, folder, name);
      await mkdir(join(root, `tenant-${tenantId}`, folder), { recursive: true });
      await writeFile(path, bytes, { flag: 'wx' });
    },
    async read(tenantId, folder, name) {
      if (!isStoredName(name)) return null;
      try {
        return await readFile(pathOf(root, tenantId, folder, name));
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(tenantId, folder, name) {
      if (!isStoredName(name)) return;
      await rm(pathOf(root, tenantId, folder, name), { force: true });
    },
    async close() {
      if (temporary) await rm(root, { recursive: true, force: true });
    },
  };
}
