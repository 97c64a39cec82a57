import sanitizeHtml from 'sanitize-html';
import { PAGE_HTML_POLICY } from '@vitrine/contract/page-html-policy.ts';

// Operator content is rendered as HTML by the web app: the shared policy of the contract decides
// what survives.
const options: sanitizeHtml.IOptions = {
  allowedTags: [...PAGE_HTML_POLICY.allowedTags],
  allowedAttributes: Object.fromEntries(
    Object.entries(PAGE_HTML_POLICY.allowedAttributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...PAGE_HTML_POLICY.allowedSchemes],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: PAGE_HTML_POLICY.linkRel },
    }),
  },
};

/** Sanitises operator page HTML; applied when a page is written and again when it is served. */
export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, options);
}
