import { screen } from '@testing-library/react';
import type { Document } from '@vitrine/contract/accounts.ts';
import { describe, expect, it } from 'vitest';
import { renderApp } from '~/test/render-app';
import { DocumentList } from './document-list';

function documentWith(url: string): Document {
  return {
    id: 1,
    type: 'rg_front',
    status: 'pending',
    reason: null,
    created_at: '2026-11-20T12:00:00Z',
    url,
  };
}

describe('DocumentList', () => {
  it('opens a document kept at a web address', () => {
    renderApp(
      <DocumentList
        documents={[documentWith('https://files.test/doc/1?sig=abc')]}
        onCancelled={() => {}}
      />,
    );
    expect(screen.getByRole('link', { name: /Ver arquivo/ }).getAttribute('href')).toBe(
      'https://files.test/doc/1?sig=abc',
    );
  });

  it('offers no link when the server sends a script or data address', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<script>x</script>']) {
      const view = renderApp(
        <DocumentList documents={[documentWith(url)]} onCancelled={() => {}} />,
      );
      expect(screen.queryByRole('link', { name: /Ver arquivo/ })).toBeNull();
      view.unmount();
    }
  });
});
