import sanitizeHtml from 'sanitize-html';

// The platform sanitises operator pages already; the web server checks again before rendering
// them as HTML, so a compromised or misconfigured API still cannot inject script (defence in depth).
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'br',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    // Operator pages start their own sections below the page's single h1.
    h1: 'h2',
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
