import { createContext, type ReactNode, useContext } from 'react';

// The site's whole stylesheet (~8 KB gzip) travels inside every document instead of as a separate
// file: a cheap phone on a slow network paints as soon as the HTML arrives, without a second
// round trip for a render-blocking stylesheet. The server hands the text in (entry.server.tsx); in
// the browser the same element is already in the document, so hydration reuses its text rather
// than shipping the CSS again inside the JavaScript.

const AppStylesContext = createContext<string | null>(null);

export function AppStylesProvider({ css, children }: { css: string; children: ReactNode }) {
  return <AppStylesContext.Provider value={css}>{children}</AppStylesContext.Provider>;
}

const SELECTOR = 'style[data-app-styles]';
let documentCss: string | null = null;

function cssFromDocument(): string {
  documentCss ??= document.querySelector(SELECTOR)?.textContent ?? '';
  return documentCss;
}

/** The stylesheet as an inline `<style>`, first in the head so tenant overrides follow it. */
export function AppStyles() {
  const serverCss = useContext(AppStylesContext);
  const css = serverCss ?? (typeof document === 'undefined' ? '' : cssFromDocument());
  return <style data-app-styles="" dangerouslySetInnerHTML={{ __html: css }} />;
}
