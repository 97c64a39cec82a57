import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepPrefetchLinksOut, removePrefetchLinks } from './prefetch-links';

function link(rel: string, href: string): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  return element;
}

const relsInHead = () => [...document.head.querySelectorAll('link')].map((element) => element.rel);

describe('prefetch links on a slow connection', () => {
  afterEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it('removes the prefetch and prerender links, and keeps the modules the page boots from', () => {
    document.head.append(
      link('modulepreload', '/assets/entry.client.js'),
      link('prefetch', '/casino.data'),
      link('prerender', '/casino'),
      link('preconnect', 'https://api.example'),
    );
    const operatorMarkup = document.createElement('div');
    operatorMarkup.append(link('prefetch', 'https://operator.example/promo.js'));
    document.body.append(operatorMarkup);

    expect(removePrefetchLinks(document)).toBe(3);
    expect(relsInHead()).toEqual(['modulepreload', 'preconnect']);
    expect(operatorMarkup.querySelector('link')).toBeNull();
  });

  it('removes the prefetch links scripts add later, until stopped', async () => {
    const stop = keepPrefetchLinksOut(document);
    document.head.append(link('prefetch', '/later.js'), link('modulepreload', '/assets/route.js'));
    await Promise.resolve();
    expect(relsInHead()).toEqual(['modulepreload']);

    stop();
    document.head.append(link('prefetch', '/after-stop.js'));
    await Promise.resolve();
    expect(relsInHead()).toEqual(['modulepreload', 'prefetch']);
  });

  it('leaves a link React rendered for React to remove', () => {
    const { unmount } = render(<link rel="prefetch" href="/rendered.data" />);
    expect(removePrefetchLinks(document)).toBe(0);
    // React can still take it away itself.
    expect(() => unmount()).not.toThrow();
    expect(document.querySelector('link[href="/rendered.data"]')).toBeNull();
  });
});
