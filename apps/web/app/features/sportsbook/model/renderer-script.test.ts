import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  documentNonce,
  forgetRendererScripts,
  loadBTRenderer,
  loadRendererScript,
  RENDERER_SCRIPT_TIMEOUT_MS,
  RendererScriptError,
} from './renderer-script';

const SRC = 'https://ui.betby.example/bt-renderer.min.js';

/**
 * A document of its own whose head keeps added scripts detached, so nothing is fetched or run:
 * the test loads or fails them by hand.
 */
function page(options: { nonce?: string } = {}) {
  const doc = document.implementation.createHTMLDocument('sportsbook');
  if (options.nonce) {
    const inline = doc.createElement('script');
    inline.setAttribute('nonce', options.nonce);
    doc.head.appendChild(inline);
  }
  const added = doc.createElement('div');
  vi.spyOn(doc.head, 'appendChild').mockImplementation((node) => added.appendChild(node));
  const rendererScripts = () =>
    Array.from(added.querySelectorAll('script')).filter((script) => script.src === SRC);
  const fire = (kind: 'load' | 'error') => {
    const script = rendererScripts().at(-1);
    if (!script) throw new Error('no renderer script');
    if (kind === 'load') script.onload?.(new Event('load'));
    else script.onerror?.(new Event('error'));
  };
  return { doc, rendererScripts, fire };
}

beforeEach(() => forgetRendererScripts());
afterEach(() => vi.useRealTimers());

describe('loading the renderer script', () => {
  it('adds one async script for an address, however often it is asked for', async () => {
    const { doc, rendererScripts, fire } = page();
    const first = loadRendererScript(SRC, { document: doc });
    const second = loadRendererScript(SRC, { document: doc });
    expect(second).toBe(first);
    expect(rendererScripts()).toHaveLength(1);
    expect(rendererScripts()[0]?.async).toBe(true);

    fire('load');
    await expect(first).resolves.toBeUndefined();
    await expect(loadRendererScript(SRC, { document: doc })).resolves.toBeUndefined();
    expect(rendererScripts()).toHaveLength(1);
  });

  it("carries the page's CSP nonce when the page has one", () => {
    const { doc, rendererScripts } = page({ nonce: 'r4nd0m' });
    expect(documentNonce(doc)).toBe('r4nd0m');
    void loadRendererScript(SRC, { document: doc });
    expect(rendererScripts()[0]?.nonce).toBe('r4nd0m');
  });

  it('adds no nonce where the page has none', () => {
    const { doc, rendererScripts } = page();
    expect(documentNonce(doc)).toBeUndefined();
    void loadRendererScript(SRC, { document: doc });
    expect(rendererScripts()[0]?.getAttribute('nonce')).toBeNull();
  });

  it('fails on a network error, removes the script, and adds a new one on retry', async () => {
    const { doc, rendererScripts, fire } = page();
    const attempt = loadRendererScript(SRC, { document: doc });
    fire('error');
    await expect(attempt).rejects.toMatchObject({ reason: 'network' });
    expect(rendererScripts()).toHaveLength(0);

    const retry = loadRendererScript(SRC, { document: doc });
    expect(retry).not.toBe(attempt);
    expect(rendererScripts()).toHaveLength(1);
    fire('load');
    await expect(retry).resolves.toBeUndefined();
  });

  it('gives up after the timeout, so the page shows its retry state instead of a blank', async () => {
    vi.useFakeTimers();
    const { doc, rendererScripts } = page();
    const attempt = loadRendererScript(SRC, { document: doc });
    const outcome = expect(attempt).rejects.toMatchObject({ reason: 'timeout' });
    vi.advanceTimersByTime(RENDERER_SCRIPT_TIMEOUT_MS);
    await outcome;
    expect(rendererScripts()).toHaveLength(0);
  });

  it.each(['javascript:alert(1)', 'data:text/javascript,alert(1)', 'ftp://x.example/a.js'])(
    'refuses to load %s',
    async (src) => {
      const { doc } = page();
      await expect(loadRendererScript(src, { document: doc })).rejects.toBeInstanceOf(
        RendererScriptError,
      );
      expect(doc.head.appendChild).not.toHaveBeenCalled();
    },
  );
});

describe('the BTRenderer the script defines', () => {
  it('is handed over once the script has run', async () => {
    const { doc, fire } = page();
    class BTRenderer {
      kill() {}
    }
    const loaded = loadBTRenderer(SRC, { document: doc, global: { BTRenderer } });
    fire('load');
    await expect(loaded).resolves.toBe(BTRenderer);
  });

  it('is missing when the address served something else; a retry fetches it again', async () => {
    const { doc, rendererScripts, fire } = page();
    const loaded = loadBTRenderer(SRC, { document: doc, global: {} });
    fire('load');
    await expect(loaded).rejects.toMatchObject({ reason: 'missing-global' });
    expect(rendererScripts()).toHaveLength(0);

    void loadRendererScript(SRC, { document: doc });
    expect(rendererScripts()).toHaveLength(1);
  });
});
