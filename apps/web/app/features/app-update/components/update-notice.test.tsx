import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '~/test/render-app';
import { UpdateNotice } from './update-notice';

describe('UpdateNotice', () => {
  it("offers 'Atualizar agora', 'Depois' and a close button, without taking the focus", () => {
    const onApply = vi.fn();
    const onLater = vi.fn();
    renderApp(<UpdateNotice applying={false} onApply={onApply} onLater={onLater} />);
    const notice = screen.getByRole('region', { name: 'Nova versão disponível' });
    expect(notice.contains(document.activeElement)).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Atualizar agora' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Depois' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fechar o aviso de atualização' }));
    expect(onLater).toHaveBeenCalledTimes(2);
  });

  it("says 'Atualizando...' while the update is applied, and takes no second click", () => {
    renderApp(<UpdateNotice applying onApply={vi.fn()} onLater={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Atualizando...' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('speaks English under /en', () => {
    renderApp(<UpdateNotice applying={false} onApply={vi.fn()} onLater={vi.fn()} />, {
      locale: 'en',
    });
    expect(screen.getByRole('region', { name: 'New version available' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update now' })).toBeTruthy();
  });
});
