// The tenant's Betby renderer (`bt-renderer.min.js`, or the platform's stand-in) is one classic
// script that defines `window.BTRenderer`. It is loaded once per address, when the sportsbook is
// first opened; a failed or timed-out load leaves nothing behind, so a retry starts afresh.
//
// Content-Security-Policy (docs/decisions/008): the script's origin must be in the policy's
// script-src (lib/content-security-policy.server.ts, INTEGRATIONS). A nonce is added when the
// document has one, as a `'strict-dynamic'` policy would need; the browser hides the nonce
// attribute of the document's scripts but keeps their `nonce` property, which is read here.

/** Long enough for a slow 3G connection to fetch the renderer, short enough not to leave a blank page. */
export const RENDERER_SCRIPT_TIMEOUT_MS = 20_000;

export class RendererScriptError extends Error {
  readonly reason: 'refused-address' | 'network' | 'timeout' | 'missing-global';
  constructor(reason: RendererScriptError['reason'], src: string) {
    super(`The sportsbook script ${src} did not load (${reason})`);
    this.name = 'RendererScriptError';
    this.reason = reason;
  }
}

const loading = new Map<string, { promise: Promise<void>; script: HTMLScriptElement }>();

/** The page's CSP nonce, read from a script that carries one; undefined when there is none. */
export function documentNonce(doc: Document): string | undefined {
  const script = doc.querySelector<HTMLScriptElement>('script[nonce]');
  const nonce = script?.nonce || script?.getAttribute('nonce') || '';
  return nonce === '' ? undefined : nonce;
}

/** Only an http(s) address, or a path on this origin, may become a script. */
function scriptAddress(src: string, doc: Document): string | null {
  try {
    const url = new URL(src, doc.baseURI);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function loadRendererScript(
  src: string,
  options: { timeoutMs?: number; document?: Document } = {},
): Promise<void> {
  const doc = options.document ?? document;
  const address = scriptAddress(src, doc);
  if (address === null) return Promise.reject(new RendererScriptError('refused-address', src));
  const existing = loading.get(address);
  if (existing) return existing.promise;

  const script = doc.createElement('script');
  const promise = new Promise<void>((resolve, reject) => {
    const fail = (reason: 'network' | 'timeout') => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      script.remove();
      loading.delete(address);
      reject(new RendererScriptError(reason, src));
    };
    const timer = setTimeout(
      () => fail('timeout'),
      options.timeoutMs ?? RENDERER_SCRIPT_TIMEOUT_MS,
    );
    script.src = address;
    script.async = true;
    const nonce = documentNonce(doc);
    if (nonce) script.nonce = nonce;
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail('network');
    doc.head.appendChild(script);
  });
  loading.set(address, { promise, script });
  return promise;
}

/** What the renderer script defines: a class whose instances take Betby's options. */
export type BTRendererConstructor<Renderer> = new () => Renderer;

/** Loads the script and hands over its `BTRenderer`, or fails when the script did not define one. */
export async function loadBTRenderer<Renderer>(
  src: string,
  options: { timeoutMs?: number; document?: Document; global?: object } = {},
): Promise<BTRendererConstructor<Renderer>> {
  await loadRendererScript(src, options);
  const global: object = options.global ?? globalThis;
  const candidate: unknown = Reflect.get(global, 'BTRenderer');
  if (typeof candidate !== 'function') {
    // Served, but not the renderer (a captive portal's page, an error body): a retry fetches it again.
    forgetRendererScript(src, options.document ?? document);
    throw new RendererScriptError('missing-global', src);
  }
  // A function is all that can be checked of a class from another script; initialize() is Betby's.
  return candidate as BTRendererConstructor<Renderer>;
}

function forgetRendererScript(src: string, doc: Document): void {
  const address = scriptAddress(src, doc);
  if (address === null) return;
  loading.get(address)?.script.remove();
  loading.delete(address);
}

/** Tests only: forget which scripts were loaded. */
export function forgetRendererScripts(): void {
  loading.clear();
}
