// First-load JavaScript of a server-rendered page: every script the document loads before it is
// interactive — <script src>, <link rel="modulepreload">, the preload list of our loader script,
// the imports of inline module scripts (React Router's hydration script) and, transitively, the
// static imports of those modules —
// fetched from the server and gzipped here (level 9), so the figure does not depend on whether the
// server compresses. Dynamic import() inside a bundle is lazy and not counted.
//
// Standalone: node scripts/bench/first-load-js.mjs http://localhost:3000/
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';

const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributes(source) {
  const result = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    result[match[1].toLowerCase()] = value
      .replaceAll('&amp;', '&')
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&#39;', "'");
  }
  return result;
}

/** Static `import … from "x"`, `import "x"` and `export … from "x"` specifiers of a module. */
function staticImports(source) {
  const found = [];
  const patterns = [
    /(?:^|[^.\w$])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]([^"'`\s]+)["'`]/g,
    /(?:^|[^.\w$])export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["'`]([^"'`\s]+)["'`]/g,
  ];
  for (const pattern of patterns)
    for (const match of source.matchAll(pattern)) found.push(match[1]);
  return found;
}

/** `import("x")` with a literal specifier: in an inline document script it runs at load. */
function dynamicImports(source) {
  return [...source.matchAll(/(?:^|[^.\w$])import\s*\(\s*["'`]([^"'`\s]+)["'`]\s*\)/g)].map(
    (match) => match[1],
  );
}

/** The scripts a document declares: [{ url, via }] with absolute URLs, in document order. */
export function declaredScripts(html, pageUrl) {
  const found = [];
  const add = (specifier, via) => {
    if (!specifier) return;
    try {
      found.push({ url: new URL(specifier, pageUrl).href, via });
    } catch {
      // a bare specifier (import map) or garbage: not a fetchable URL
    }
  };
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(match[1]);
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('modulepreload')) add(attrs.href, 'modulepreload');
    else if (rel.includes('preload') && attrs.as === 'script') add(attrs.href, 'preload');
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = attributes(match[1]);
    if ('src' in attrs) {
      add(attrs.src, 'script-src');
    } else if ((attrs.type ?? '').toLowerCase() === 'module') {
      for (const specifier of staticImports(match[2])) add(specifier, 'inline-import');
      for (const specifier of dynamicImports(match[2])) add(specifier, 'inline-dynamic-import');
      // The web server's loader script preloads its modules itself, after the first images (its
      // `const preloads = [...]`, apps/web/app/lib/script-priority.server.ts): declared all the same.
      const preloads = /\bconst preloads = (\[[^\]]*\]);/.exec(match[2]);
      if (preloads) {
        try {
          for (const specifier of JSON.parse(preloads[1])) add(specifier, 'loader-preload');
        } catch {
          // not a JSON list: its modules are found through their imports
        }
      }
    }
  }
  return found;
}

async function fetchOk(url, headers) {
  const response = await fetch(url, { headers, redirect: 'follow' });
  if (!response.ok) throw new Error(`GET ${url} → ${response.status}`);
  return response;
}

/**
 * Measures one page. Returns { kb, gzipBytes, bytes, scripts[], external[], problems[] } where kb
 * is gzip KiB (1024 bytes) and each script says how it was found.
 */
export async function measureFirstLoadJs(pageUrl, { headers = {} } = {}) {
  const page = await fetchOk(pageUrl, { accept: 'text/html', ...headers });
  const html = await page.text();
  const origin = new URL(page.url).origin;

  const scripts = new Map(); // url → { url, via, bytes, gzipBytes }
  const external = [];
  const problems = [];
  const queue = [];
  const enqueue = ({ url, via }) => {
    const clean = new URL(url);
    clean.hash = '';
    const key = clean.href;
    if (scripts.has(key) || external.includes(key)) return;
    if (clean.origin !== origin) {
      external.push(key);
      problems.push(`not counted (other origin): ${key}`);
      return;
    }
    const entry = { url: key, via, bytes: 0, gzipBytes: 0 };
    scripts.set(key, entry);
    queue.push(entry);
  };
  declaredScripts(html, page.url).forEach(enqueue);

  while (queue.length > 0) {
    const batch = queue.splice(0, queue.length);
    await Promise.all(
      batch.map(async (entry) => {
        try {
          const response = await fetchOk(entry.url, headers);
          const body = Buffer.from(await response.arrayBuffer());
          entry.bytes = body.length;
          entry.gzipBytes = gzipSync(body, { level: 9 }).length;
          const type = response.headers.get('content-type') ?? '';
          if (!/javascript|ecmascript/.test(type)) {
            problems.push(`${entry.url} served as "${type}", counted anyway`);
          }
          for (const specifier of staticImports(body.toString('utf8'))) {
            let resolved;
            try {
              resolved = new URL(specifier, entry.url);
            } catch {
              continue;
            }
            if (!/\.m?js$/.test(resolved.pathname)) continue;
            enqueue({ url: resolved.href, via: `static-import of ${new URL(entry.url).pathname}` });
          }
        } catch (error) {
          problems.push(`could not fetch ${entry.url}: ${error.message}`);
        }
      }),
    );
  }

  const list = [...scripts.values()];
  const gzipBytes = list.reduce((sum, script) => sum + script.gzipBytes, 0);
  const bytes = list.reduce((sum, script) => sum + script.bytes, 0);
  const undeclared = list.filter((script) => script.via.startsWith('static-import'));
  if (undeclared.length > 0) {
    problems.push(
      `${undeclared.length} module(s) reached only through static imports (no modulepreload): ` +
        undeclared.map((script) => new URL(script.url).pathname).join(', '),
    );
  }
  return {
    url: page.url,
    status: page.status,
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(html, { level: 9 }).length,
    kb: Math.round((gzipBytes / 1024) * 10) / 10,
    gzipBytes,
    bytes,
    scripts: list,
    external,
    problems,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.argv[2] ?? 'http://localhost:3000/';
  const result = await measureFirstLoadJs(url);
  for (const script of result.scripts) {
    console.log(
      `${(script.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${script.url}  (${script.via})`,
    );
  }
  for (const problem of result.problems) console.log(`note: ${problem}`);
  console.log(
    `first-load JS ${url}: ${result.kb.toFixed(1)} KB gzip (${result.scripts.length} files)`,
  );
}
