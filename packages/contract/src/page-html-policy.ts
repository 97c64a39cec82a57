// What operator page HTML may contain, shared by the platform (on write and read) and the web
// server (before rendering): document structure only — no scripts, handlers, styles or images.
export const PAGE_HTML_POLICY = {
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
    'b',
    'i',
    'a',
    'br',
    'hr',
    'blockquote',
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
  /** Links only to the web and to mail; every other scheme (javascript:, data:, …) is dropped. */
  allowedSchemes: ['http', 'https', 'mailto'],
  /** Whatever rel the operator wrote, a link never hands the page or the referrer to its target. */
  linkRel: 'noopener noreferrer',
} as const;
