import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

// Every page is rendered by the server and works before it hydrates (links are links, forms post),
// so what a player on a slow phone needs first is the document (its stylesheet is inline) and the
// first images, not the ~170 KB of modules React Router preloads from the head at high priority.
// Those preloads go out at low priority instead: the images marked fetchpriority=high come first,
// the modules right after. Only the document head is rewritten; the body passes through as is.

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = '</head>';
/** A head larger than this is passed on unchanged rather than held back (ours is ~6 KB). */
const MAX_HEAD_BYTES = 64 * 1024;

/** The head with every module preload at low priority (a preload that states its own priority keeps it). */
export function lowerModulePreloads(head: string): string {
  return head.replaceAll(`${PRELOAD} href=`, `${LOW_PRIORITY_PRELOAD} href=`);
}

/**
 * A stream that holds the document until its head has passed (chunks may split a tag anywhere),
 * rewrites the module preloads in it, then passes everything else through untouched.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder('utf8'); // a chunk may end inside a multi-byte character
  let head = '';
  let done = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (done) {
        callback(null, chunk);
        return;
      }
      head += typeof chunk === 'string' ? chunk : decoder.write(chunk);
      const end = head.indexOf(HEAD_END);
      if (end === -1 && head.length < MAX_HEAD_BYTES) {
        callback();
        return;
      }
      done = true;
      const cut = end === -1 ? head.length : end;
      const out = lowerModulePreloads(head.slice(0, cut)) + head.slice(cut);
      head = '';
      callback(null, out);
    },
    flush(callback) {
      if (!done) head += decoder.end();
      callback(null, done || head === '' ? undefined : lowerModulePreloads(head));
    },
  });
}
