import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Document } from '@vitrine/contract/accounts.ts';
import { testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { Verification } from './verification';

const MB = 1024 * 1024;

function fileOf(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const pending: Document = {
  id: 7,
  type: 'rg_front',
  status: 'pending',
  reason: null,
  created_at: '2026-02-01T12:00:00Z',
  url: 'http://storage.test/d/7',
};
const rejected: Document = {
  ...pending,
  id: 6,
  type: 'selfie',
  status: 'rejected',
  reason: 'Foto ilegível',
  created_at: '2026-01-20T12:00:00Z',
};

function renderVerification(documents: Document[] = [pending, rejected]) {
  const view = renderApp(<Verification />, {
    player: testUser({ kyc_status: 'pending' }),
    db: { documents, kycStatus: 'pending' },
  });
  const uploads = () => view.platform.callsTo('POST /documents/upload');
  const cancellations = () => view.platform.callsTo('POST /documents/cancel/:id');
  return { ...view, uploads, cancellations, user: userEvent.setup({ applyAccept: false }) };
}

describe('verification: documents', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the documents sent with their status and the reason of a refusal', async () => {
    renderVerification();
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('RG (frente)')).toBeTruthy();
    expect(within(items[0]!).getByText('Em análise')).toBeTruthy();
    expect(within(items[1]!).getByText('Recusado')).toBeTruthy();
    expect(within(items[1]!).getByText('Motivo: Foto ilegível')).toBeTruthy();
    expect(
      screen.getByText('Seus documentos estão em análise. Avisaremos quando terminarmos.'),
    ).toBeTruthy();
  });

  it('says so when nothing was sent yet', async () => {
    renderVerification([]);
    expect(await screen.findByText('Você ainda não enviou nenhum documento.')).toBeTruthy();
  });

  it('checks type and size before sending, and names a chosen PDF', async () => {
    const { user, uploads } = renderVerification();
    const input = screen.getByLabelText('Escolher arquivo');
    await user.upload(input, fileOf('contrato.docx', 'application/msword'));
    expect(screen.getByRole('alert').textContent).toBe(
      'Este arquivo não pode ser enviado. Escolha JPG, JPEG, PNG, GIF, BMP, SVG, WEBP ou PDF.',
    );
    await user.upload(input, fileOf('rg.pdf', 'application/pdf', 6 * MB));
    expect(screen.getByRole('alert').textContent).toBe(
      'O arquivo tem 6 MB. Escolha um de até 5 MB.',
    );
    await user.upload(input, fileOf('rg.pdf', 'application/pdf', MB));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Arquivo escolhido: rg.pdf')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Prévia do documento escolhido' })).toBeNull();
    expect(uploads()).toHaveLength(0);
  });

  it('previews a picture and releases the preview when another file is chosen or on leaving', async () => {
    const created = vi.spyOn(URL, 'createObjectURL');
    created.mockReturnValueOnce('blob:one').mockReturnValueOnce('blob:two');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { unmount } = renderVerification();
    const input = screen.getByLabelText('Escolher arquivo');
    fireEvent.change(input, { target: { files: [fileOf('frente.jpg', 'image/jpeg')] } });
    expect(
      screen.getByRole('img', { name: 'Prévia do documento escolhido' }).getAttribute('src'),
    ).toBe('blob:one');
    fireEvent.change(screen.getByLabelText('Escolher outro arquivo'), {
      target: { files: [fileOf('verso.jpg', 'image/jpeg')] },
    });
    expect(revoke).toHaveBeenCalledWith('blob:one');
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:two');
  });

  it('asks for the type first, then sends the document and shows it as pending', async () => {
    const { user, uploads } = renderVerification();
    await screen.findByRole('list');
    await user.upload(
      screen.getByLabelText('Escolher arquivo'),
      fileOf('cnh.pdf', 'application/pdf'),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar documento' }));
    expect(screen.getByText('Escolha o tipo de documento.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'RG (frente)' }));
    expect(uploads()).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'CNH' }));
    await user.click(screen.getByRole('button', { name: 'Enviar documento' }));
    expect(await screen.findByText('Documento enviado. Vamos analisá-lo em breve.')).toBeTruthy();
    const form = uploads()[0]?.body;
    expect(form?.get('type')).toBe('cnh');
    expect(form?.get('document')).toHaveProperty('name', 'cnh.pdf');
    const sent = screen.getByRole('region', { name: 'Documentos enviados' });
    await waitFor(() => expect(within(sent).getAllByRole('listitem')).toHaveLength(3));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Documentos enviados' }),
    );
  });

  it('cancels a pending document after a confirmation', async () => {
    const { user, cancellations } = renderVerification();
    await user.click(await screen.findByRole('button', { name: 'Cancelar envio de RG (frente)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancelar envio?' });
    expect(cancellations()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sim, cancelar envio' }));
    expect(await screen.findByText('Envio cancelado.')).toBeTruthy();
    expect(cancellations().map((call) => call.params)).toEqual([{ id: '7' }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(screen.getByText('Cancelado')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Cancelar envio de/ })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Documentos enviados' }),
      ),
    );
  });

  it('returns to the document when the player changes their mind', async () => {
    const { user, cancellations } = renderVerification();
    const opener = await screen.findByRole('button', { name: 'Cancelar envio de RG (frente)' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(cancellations()).toHaveLength(0);
  });
});
