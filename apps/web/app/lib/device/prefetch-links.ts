// §9 "On slow connections, prefetch links are removed" (docs/product/tenant-and-shell.md
// "§9 Device adaptation"): nothing is fetched for a page the player has not asked for. Module
// preloads are left alone: the document's are the modules this page boots from
// (lib/script-priority.server), and the route prefetches React Router would add are not asked for
// on a slow connection (components pass `prefetch="none"`).
const PREFETCH_LINKS = 'link[rel~="prefetch"], link[rel~="prerender"]';

/**
 * A node React rendered (a hoisted `<link>` of React Router's prefetching) must stay: React
 * removes it itself on unmount and would fail on a node already gone. React marks its nodes with
 * `__react…` properties.
 */
function renderedByReact(node: Element): boolean {
  return Object.keys(node).some((key) => key.startsWith('__react'));
}

function removeIfPrefetch(node: Node): boolean {
  if (!(node instanceof Element) || !node.matches(PREFETCH_LINKS) || renderedByReact(node)) {
    return false;
  }
  node.remove();
  return true;
}

/** Removes the prefetch links under `root` (the operator's markup, a tag manager's). */
export function removePrefetchLinks(root: ParentNode): number {
  let removed = 0;
  for (const link of root.querySelectorAll(PREFETCH_LINKS)) {
    if (removeIfPrefetch(link)) removed += 1;
  }
  return removed;
}

/**
 * Removes the prefetch links in the document, and those scripts add later to its head or body,
 * until the returned stop. Only direct children are watched: watching every node of a long list
 * would cost a cheap phone more than it saves.
 */
export function keepPrefetchLinksOut(document: Document): () => void {
  removePrefetchLinks(document);
  const observer = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(removeIfPrefetch);
  });
  observer.observe(document.head, { childList: true });
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}
