import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { AvatarUpload } from './avatar-upload';

const MB = 1024 * 1024;

function fileOf(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderAvatarUpload() {
  const view = renderApp(<AvatarUpload user={testUser()} />, { player: testUser() });
  const uploads = () => view.platform.callsTo('POST /profile/uploadAvatar');
  // The picker's `accept` is only a hint: a player can pick "all files", so it is not applied.
  const user = userEvent.setup({ applyAccept: false });
  return { ...view, user, uploads, input: screen.getByLabelText('Alterar foto') };
}

describe('avatar upload', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses a file that is not one of the image types, before sending anything', async () => {
    const { user, uploads, input } = renderAvatarUpload();
    await user.upload(input, fileOf('documento.pdf', 'application/pdf'));
    expect(screen.getByRole('alert').textContent).toBe(
      'Este arquivo não pode ser usado. Escolha uma imagem JPG, JPEG, PNG, GIF ou WEBP.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Salvar foto' })).toBeNull();
    expect(uploads()).toHaveLength(0);
  });

  it('refuses an image over 2 MB, saying how large it is', async () => {
    const { user, uploads, input } = renderAvatarUpload();
    await user.upload(input, fileOf('grande.png', 'image/png', 3 * MB));
    expect(screen.getByRole('alert').textContent).toBe(
      'A imagem tem 3 MB. Escolha uma de até 2 MB.',
    );
    expect(uploads()).toHaveLength(0);
  });

  it('previews a good picture and sends it once confirmed', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { user, uploads, input } = renderAvatarUpload();
    // As a browser does: `change` arrives once the file dialog has closed, after the click.
    fireEvent.change(input, { target: { files: [fileOf('eu.png', 'image/png', MB)] } });

    expect(
      screen.getByRole('img', { name: 'Prévia da nova foto de perfil' }).getAttribute('src'),
    ).toBe('blob:preview');
    const save = screen.getByRole('button', { name: 'Salvar foto' });
    expect(document.activeElement).toBe(save);
    expect(uploads()).toHaveLength(0);

    await user.click(save);
    expect(await screen.findByText('Foto de perfil atualizada.')).toBeTruthy();
    const sent = uploads()[0]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent?.get('avatar')).toHaveProperty('name', 'eu.png');
    expect(revoke).toHaveBeenCalledWith('blob:preview');
  });
});
