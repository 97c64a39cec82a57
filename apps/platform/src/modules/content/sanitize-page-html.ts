import sanitizeHtml from 'sanitize-html';

// Operator content is rendered as HTML by the web app, so only document structure survives:
// no scripts, no event handlers, no inline styles, and links only to http(s) and mail.
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'br',
    'hr',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Whatever rel the operator wrote, a link never hands the page (or the referrer) to its target.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer' },
    }),
  },
};

/** Sanitises operator page HTML; applied when a page is written and again when it is served. */
export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, options);
}
