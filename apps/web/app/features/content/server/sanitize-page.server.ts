import { PAGE_HTML_POLICY } from '@vitrine/contract/page-html-policy.ts';
import sanitizeHtml from 'sanitize-html';

// The platform sanitises operator pages already; the web server checks again before rendering
// them as HTML, so a compromised or misconfigured API still cannot inject script (defence in depth).
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...PAGE_HTML_POLICY.allowedTags],
  allowedAttributes: Object.fromEntries(
    Object.entries(PAGE_HTML_POLICY.allowedAttributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...PAGE_HTML_POLICY.allowedSchemes],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    // The page's title is its single h1: operator headings start one level below.
    h1: 'h2',
    a: sanitizeHtml.simpleTransform('a', { rel: PAGE_HTML_POLICY.linkRel }),
  },
};

export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
