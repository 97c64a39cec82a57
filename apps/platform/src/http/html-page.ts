import type { FastifyReply } from 'fastify';

// The few pages the platform renders itself (the demo slot, bank, console and sports page): text
// escaped for HTML, data handed to their script safely, one head, and one policy for what they may
// load.

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * A page's opening up to `<body>`: its language, a phone viewport, `title` (already escaped), its
 * one style element carrying the nonce, and the extra `<meta>` names given (e.g. robots noindex).
 */
export function pageStart(input: {
  lang: string;
  title: string;
  nonce: string;
  style: string;
  meta?: Readonly<Record<string, string>>;
}): string {
  const meta = Object.entries(input.meta ?? {})
    .map(([name, content]) => `<meta name="${name}" content="${content}">\n`)
    .join('');
  return `<!doctype html>
<html lang="${input.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${meta}<title>${input.title}</title>
<style nonce="${input.nonce}">${input.style}</style>
</head>
<body>`;
}

/** JSON that is safe inside a <script> element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * Who may frame a page of a tenant's: the platform itself and the tenant's own host names, on any
 * port (the web app's game screen). Everything else is refused.
 */
export function tenantFrameAncestors(domains: readonly string[]): string {
  const hosts = domains.flatMap((domain) => [`http://${domain}:*`, `https://${domain}:*`]);
  return ["'self'", ...hosts].join(' ');
}

/**
 * Sends a page whose only script and style carry `nonce`, calling back its own origin only. It
 * names who may frame it and where its forms may go; nothing is cached, and the address (which may
 * carry a token or a code) is not sent on as a Referer.
 */
export function sendNoncedPage(
  reply: FastifyReply,
  page: {
    html: string;
    nonce: string;
    status?: number;
    frameAncestors: string;
    formAction: string;
    imgSrc?: string;
  },
) {
  const policy = [
    "default-src 'none'",
    `script-src 'nonce-${page.nonce}'`,
    `style-src 'nonce-${page.nonce}'`,
    "connect-src 'self'",
    ...(page.imgSrc ? [`img-src ${page.imgSrc}`] : []),
    "base-uri 'none'",
    `form-action ${page.formAction}`,
    `frame-ancestors ${page.frameAncestors}`,
  ];
  return reply
    .status(page.status ?? 200)
    .type('text/html; charset=utf-8')
    .header('Content-Security-Policy', policy.join('; '))
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .send(page.html);
}
