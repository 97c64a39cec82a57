// The browser every headless run uses: CHROMIUM_PATH, Debian's, Playwright's own, or one line saying
// how to get one (scripts/chromium-path.mjs).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEBIAN_CHROMIUM,
  NO_CHROMIUM_MESSAGE,
  chromiumPath,
  findChromium,
} from './chromium-path.mjs';

const PLAYWRIGHT = '/home/player/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

/** A machine holding exactly these files, with Playwright's Chromium expected at PLAYWRIGHT. */
function machine(files, env = {}) {
  return { env, exists: (path) => files.includes(path), playwrightPath: () => PLAYWRIGHT };
}

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, even with a system Chromium present', () => {
    const found = findChromium(
      machine(['/opt/chrome/chrome', DEBIAN_CHROMIUM, PLAYWRIGHT], {
        CHROMIUM_PATH: '/opt/chrome/chrome',
      }),
    );
    expect(found).toEqual({ path: '/opt/chrome/chrome', source: 'CHROMIUM_PATH' });
  });

  it("takes Debian's /usr/bin/chromium before Playwright's own", () => {
    expect(findChromium(machine([DEBIAN_CHROMIUM, PLAYWRIGHT]))).toEqual({
      path: DEBIAN_CHROMIUM,
      source: 'system',
    });
  });

  it("takes Playwright's own Chromium when it is the only one installed", () => {
    expect(findChromium(machine([PLAYWRIGHT]))).toEqual({ path: PLAYWRIGHT, source: 'playwright' });
  });

  it('says in one line how to get a browser when there is none', () => {
    const found = findChromium(machine([]));
    expect(found).toEqual({ error: NO_CHROMIUM_MESSAGE });
    expect(NO_CHROMIUM_MESSAGE).not.toContain('\n');
    expect(NO_CHROMIUM_MESSAGE).toContain('apt-get install chromium');
    expect(NO_CHROMIUM_MESSAGE).toContain('npx playwright install chromium');
    expect(NO_CHROMIUM_MESSAGE).toContain('CHROMIUM_PATH');
  });

  it('refuses a CHROMIUM_PATH that names no file rather than quietly taking another browser', () => {
    const found = findChromium(machine([DEBIAN_CHROMIUM], { CHROMIUM_PATH: '/opt/typo' }));
    expect(found).toEqual({ error: expect.stringContaining('CHROMIUM_PATH=/opt/typo') });
  });

  it("is not fooled by Playwright's path when its browser was never downloaded", () => {
    expect(() => chromiumPath(machine(['/unrelated']))).toThrow(NO_CHROMIUM_MESSAGE);
  });
});

describe('node scripts/chromium-path.mjs', () => {
  const script = join(import.meta.dirname, 'chromium-path.mjs');

  it('prints the chosen path', () => {
    const output = execFileSync(process.execPath, [script], {
      env: { ...process.env, CHROMIUM_PATH: process.execPath },
      encoding: 'utf8',
    });
    expect(output.trim()).toBe(process.execPath);
  });

  it('exits 1 with the one line on stderr when there is no browser', () => {
    let failure;
    try {
      execFileSync(process.execPath, [script], {
        env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      failure = error;
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stderr.trim().split('\n')).toHaveLength(1);
    expect(failure?.stdout).toBe('');
  });
});
