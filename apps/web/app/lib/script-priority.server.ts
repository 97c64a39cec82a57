import { Transform } from 'node:stream';

// Every page is rendered by the server and works before it hydrates (links are links, forms post),
// so what a player on a slow phone needs first is the document (its stylesheet is inline) and the
// first images, not the ~170 KB of modules React Router asks for from the head. So the modules wait:
// the head's module preloads are taken out, and React Router's loader script (the inline module at
// the end of the body) first waits until the images in view (`fetchpriority="high"`) have loaded and
// been painted, or SCRIPTS_WAIT_CAP_MS at most, then preloads the same modules and imports them,
// spread over short tasks (a phone at 4x slower would otherwise spend 100+ ms in one).
// Only those two places are rewritten, both or neither; everything else passes through as it comes.
// The loader's other lines (the partial route manifest, the route table) run as they were, after
// the imports, before the entry.

const PRELOAD_LINK = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
const HEAD_END = '</head>';
// The end of the loader's opening tag: `<script type="module" async="">`, or with the document's
// CSP nonce first, `<script nonce="…" type="module" async="">`. What comes before it passes
// through untouched, so the rewritten loader keeps its nonce (docs/decisions/008); the preloads
// and imports it makes are same-origin modules, allowed by the policy's 'self'.
const LOADER_START = 'type="module" async="">';
const SCRIPT_END = '</script>';
/**
 * The longest a loader script may be held back for its rewrite. React Router's carries the matched
 * routes' part of the route manifest (lazy route discovery): 12–17 KB on our pages, pretty-printed.
 */
const MAX_LOADER_BYTES = 64 * 1024;
/** The most of a document held back for its head and loader (the home page is ~220 KB in all). */
const MAX_HELD_BYTES = 2 * 1024 * 1024;

/** The longest the modules wait for the first images (a slow network still gets its scripts). */
export const SCRIPTS_WAIT_CAP_MS = 1500;

/** The head without its module preloads, and their addresses in order. */
export function takeModulePreloads(head: string): { head: string; hrefs: string[] } {
  const hrefs: string[] = [];
  const rest = head.replace(PRELOAD_LINK, (_link, href: string) => {
    hrefs.push(href);
    return '';
  });
  return { head: rest, hrefs };
}

// Resolves once the images in view have loaded (or failed) and a frame has shown them; at once in
// a hidden tab (it paints nothing); after the cap whatever happens.
const WAIT_FOR_FIRST_IMAGES = `await new Promise((go) => {
  setTimeout(go, ${SCRIPTS_WAIT_CAP_MS});
  if (document.visibilityState === 'hidden') return go();
  const shown = () => requestAnimationFrame(() => setTimeout(go, 0));
  const waiting = [...document.querySelectorAll('img[fetchpriority="high"]')].filter((img) => !img.complete);
  let left = waiting.length;
  if (left === 0) return shown();
  const done = () => --left === 0 && shown();
  for (const img of waiting) {
    img.addEventListener('load', done, { once: true });
    img.addEventListener('error', done, { once: true });
  }
});`;

const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as ([A-Za-z_$][\w$]*) from "([^"]+)";$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

/**
 * Module preloads added per task. Each starts a request: 0.7–1 ms of main thread on this machine
 * at full speed, so eight were tasks of 8–25 ms, long ones once Lighthouse multiplies them by 4.
 */
export const PRELOADS_PER_TASK = 3;

// Yields to the browser for a task (no 4 ms timer clamp).
const NEXT_TASK = `const nextTask = () => new Promise((next) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => next();
  channel.port2.postMessage(0);
});`;

/**
 * React Router's loader script (static imports of the manifest and the route modules, then the
 * route table and a dynamic import of the client entry) turned into one that waits for the first
 * images, preloads `hrefs` a few per task, evaluates the modules one per task (the list names a
 * module before its own imports, so it is walked from the end, and a module's imports are mostly
 * evaluated before it), then imports the same modules in the same way as before, the entry last.
 * Null for a script that is not of that shape: it is left as it is, and so are the head's preloads
 * (the page then hydrates as React Router has it, only sooner).
 */
export function deferLoaderScript(source: string, hrefs: readonly string[]): string | null {
  const imports: { name: string | null; href: string }[] = [];
  const rest: string[] = [];
  let entry: string | null = null;
  for (const line of source.split('\n')) {
    const trimmed = line.trim();
    const sideEffect = SIDE_EFFECT_IMPORT.exec(trimmed);
    const namespace = NAMESPACE_IMPORT.exec(trimmed);
    const dynamic = ENTRY_IMPORT.exec(trimmed);
    if (sideEffect?.[1]) imports.push({ name: null, href: sideEffect[1] });
    else if (namespace?.[1] && namespace[2])
      imports.push({ name: namespace[1], href: namespace[2] });
    else if (/^import\s/.test(trimmed))
      return null; // a static import of another shape
    else {
      if (dynamic?.[1]) entry = dynamic[1];
      rest.push(line);
    }
  }
  if (imports.length === 0 || entry === null) return null;
  const names = imports.map((module) => module.name ?? '').join(', ');
  const modules = imports.map((module) => `import(${JSON.stringify(module.href)})`).join(', ');
  // The entry hydrates the page: it runs last, after the route table is set, as before.
  const early = hrefs.filter((href) => href !== entry).reverse();
  // An async function rather than top-level await: an engine without the latter still hydrates.
  return [
    '(async () => {',
    WAIT_FOR_FIRST_IMAGES,
    NEXT_TASK,
    `const preloads = ${JSON.stringify(hrefs)};`,
    `for (let start = 0; start < preloads.length; start += ${PRELOADS_PER_TASK}) {`,
    `  const batch = document.createDocumentFragment();`,
    `  for (const href of preloads.slice(start, start + ${PRELOADS_PER_TASK})) {`,
    `    const link = document.createElement('link');`,
    `    link.rel = 'modulepreload';`,
    `    link.href = href;`,
    `    batch.append(link);`,
    `  }`,
    `  document.head.append(batch);`,
    `  await nextTask();`,
    `}`,
    `for (const href of ${JSON.stringify(early)}) {`,
    `  await import(href);`,
    `  await nextTask();`,
    `}`,
    `const [${names}] = await Promise.all([${modules}]);`,
    ...rest,
    '})();',
  ].join('\n');
}

const HEAD_END_BYTES = Buffer.from(HEAD_END);
const LOADER_START_BYTES = Buffer.from(LOADER_START);
const SCRIPT_END_BYTES = Buffer.from(SCRIPT_END);

/**
 * A stream that takes the module preloads out of the document's head and rewrites React Router's
 * loader script to wait for the first images (see above) — both or neither: the head is held until
 * the loader has been found and rewritten, and a document whose loader is missing or of another
 * shape is passed on exactly as it came, the framework's own preloads in place (a framework upgrade
 * then costs the optimisation, never a waterfall of module requests). Documents are sent whole
 * (entry.server: `onAllReady`), so holding the head back delays nothing. The document may be cut
 * into chunks anywhere, inside a tag or a multi-byte character. It works on bytes (the markers are
 * ASCII): only the head and the loader script are decoded, the rest passes through as it came.
 */
export function scriptsAfterFirstImages(): Transform {
  let stage: 'head' | 'body' | 'loader' | 'done' = 'head';
  // Bytes not looked at for good yet: the head so far, a possible start of the loader's tag, or the
  // loader so far.
  let held: Buffer[] = [];
  let heldLength = 0;
  let headTail: Buffer = Buffer.alloc(0);
  // The head as it came and without its module preloads, until the loader decides which is sent.
  let head: { original: Buffer; withoutPreloads: Buffer; hrefs: string[] } | null = null;
  // The body before the loader, sent once the head has been.
  let pending: Buffer[] = [];
  let pendingLength = 0;
  let headSent = false;

  const hold = (bytes: Buffer) => {
    held.push(bytes);
    heldLength += bytes.length;
  };
  const release = (): Buffer => {
    const all = held.length === 1 ? (held[0] as Buffer) : Buffer.concat(held, heldLength);
    held = [];
    heldLength = 0;
    return all;
  };
  /** Body bytes before the loader: on their way if the head is, otherwise after it. */
  const send = (out: Buffer[], bytes: Buffer) => {
    if (headSent) {
      out.push(bytes);
    } else {
      pending.push(bytes);
      pendingLength += bytes.length;
    }
  };
  /** Sends the head (its preloads taken out only when the loader was rewritten), then the body. */
  const sendHead = (out: Buffer[], loaderRewritten: boolean) => {
    if (head) out.push(loaderRewritten ? head.withoutPreloads : head.original);
    out.push(...pending);
    pending = [];
    pendingLength = 0;
    headSent = true;
  };
  /** What can be sent on now; what cannot is held. */
  function advance(chunk: Buffer, final: boolean): Buffer[] {
    const out: Buffer[] = [];
    let buffer = chunk;
    if (stage === 'head') {
      // The head (~60 KB with the inline stylesheet) is held in parts and joined once, when its end
      // is found: in this chunk, or across the seam with the bytes held before it.
      const seam = headTail;
      const probe = seam.length > 0 ? Buffer.concat([seam, chunk]) : chunk;
      const at = probe.indexOf(HEAD_END_BYTES);
      hold(chunk);
      headTail = Buffer.from(probe.subarray(-(HEAD_END_BYTES.length - 1)));
      if (at === -1 && heldLength < MAX_HELD_BYTES && !final) return out;
      const whole = release();
      if (at === -1) {
        // No head end where one was expected: not a document this rewrite knows.
        sendHead(out, false);
        out.push(whole);
        stage = 'done';
        return out;
      }
      const cut = whole.length - probe.length + at;
      const original = whole.subarray(0, cut);
      const taken = takeModulePreloads(original.toString('utf8'));
      head = { original, withoutPreloads: Buffer.from(taken.head, 'utf8'), hrefs: taken.hrefs };
      buffer = whole.subarray(cut);
      stage = 'body';
    }
    if (stage === 'body') {
      let start = buffer.indexOf(LOADER_START_BYTES);
      if (heldLength > 0) {
        // The few bytes kept from the last chunk: a tag that starts there ends within the seam.
        const carry = release();
        const seam = Buffer.concat([carry, buffer.subarray(0, LOADER_START_BYTES.length - 1)]);
        const across = seam.indexOf(LOADER_START_BYTES);
        if (across !== -1 || buffer.length < LOADER_START_BYTES.length) {
          // Across the seam, or a chunk too short to keep the tail from by itself: join (small).
          buffer = Buffer.concat([carry, buffer]);
          start = buffer.indexOf(LOADER_START_BYTES);
        } else {
          send(out, carry);
        }
      }
      if (start === -1) {
        // Keep what could be the beginning of the loader's opening tag (a copy: it is small).
        const keep = final ? 0 : Math.min(buffer.length, LOADER_START_BYTES.length - 1);
        send(out, buffer.subarray(0, buffer.length - keep));
        if (keep > 0) hold(Buffer.from(buffer.subarray(buffer.length - keep)));
        if (final || pendingLength > MAX_HELD_BYTES) {
          // No loader (or none in sight): the document goes on as it came.
          sendHead(out, false);
          if (heldLength > 0) out.push(release());
          stage = 'done';
        }
        return out;
      }
      send(out, buffer.subarray(0, start));
      buffer = buffer.subarray(start);
      stage = 'loader';
    } else if (stage === 'loader') {
      hold(buffer);
      buffer = release();
    }
    if (stage === 'loader') {
      const end = buffer.indexOf(SCRIPT_END_BYTES);
      if (end === -1 && buffer.length < MAX_LOADER_BYTES && !final) {
        hold(Buffer.from(buffer));
        return out;
      }
      const source =
        end === -1 ? null : buffer.subarray(LOADER_START_BYTES.length, end).toString('utf8');
      const rewritten = source === null ? null : deferLoaderScript(source, head?.hrefs ?? []);
      sendHead(out, rewritten !== null);
      if (rewritten === null) {
        out.push(buffer);
      } else {
        out.push(Buffer.from(LOADER_START + rewritten, 'utf8'));
        out.push(buffer.subarray(end));
      }
      stage = 'done';
      return out;
    }
    out.push(buffer);
    return out;
  }

  return new Transform({
    transform(chunk: Buffer | string, encoding, callback) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk;
      if (stage === 'done') {
        callback(null, bytes);
        return;
      }
      for (const part of advance(bytes, false)) if (part.length > 0) this.push(part);
      callback();
    },
    flush(callback) {
      if (stage !== 'done' || heldLength > 0) {
        for (const part of advance(Buffer.alloc(0), true)) if (part.length > 0) this.push(part);
      }
      callback();
    },
  });
}
