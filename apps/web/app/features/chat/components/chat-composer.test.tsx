import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reply } from '~/test/fake-platform/reply';
import { testUser } from '~/test/fixtures';
import { renderApp, type RenderAppOptions } from '~/test/render-app';
import { ChatComposer } from './chat-composer';

function renderComposer(options: RenderAppOptions = {}) {
  const view = renderApp(
    <ChatComposer viewer="user-1" signedIn gate={null} now={Date.now()} requestSignIn={vi.fn()} />,
    { player: testUser(), ...options },
  );
  const user = userEvent.setup();
  const field = screen.getByRole('textbox', { name: 'Mensagem' }) as HTMLTextAreaElement;
  return { ...view, user, field };
}

/** Opens the attach popover, types the address and presses Enter. */
async function attach(user: ReturnType<typeof userEvent.setup>, address: string) {
  await user.click(screen.getByRole('button', { name: 'Anexar link ou imagem' }));
  const input = screen.getByRole('textbox', { name: 'Endereço do link ou da imagem' });
  await waitFor(() => expect(document.activeElement).toBe(input));
  await user.type(input, `${address}{Enter}`);
}

const chips = () => screen.queryByRole('list', { name: 'Anexos da mensagem' });

describe('attaching a link or an image to a chat message', () => {
  it('sends the text with a link and an image, the type taken from the address, and clears both', async () => {
    const { user, field, platform } = renderComposer();
    await user.type(field, 'Olha isso');
    await attach(user, 'https://example.com/promo');
    // Attached: the popover closes and the message field has focus again.
    expect(screen.queryByRole('textbox', { name: 'Endereço do link ou da imagem' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field));
    await attach(user, 'https://cdn.example.com/vitoria.png');
    const list = chips();
    expect(
      list &&
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
    ).toEqual(['Linkhttps://example.com/promo', 'Imagemhttps://cdn.example.com/vitoria.png']);

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(field.value).toBe(''));
    expect(platform.callsTo('POST /chat/messages')[0]?.body).toEqual({
      text: 'Olha isso',
      attachments: [
        { attachment_type: 'link', attachment_url: 'https://example.com/promo' },
        { attachment_type: 'image', attachment_url: 'https://cdn.example.com/vitoria.png' },
      ],
    });
    expect(chips()).toBeNull();
  });

  it('sends an attachment with no text', async () => {
    const { user, field, platform } = renderComposer();
    await attach(user, 'https://example.com/so-o-link');
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(platform.callsTo('POST /chat/messages')[0]?.body).toEqual({
        text: '',
        attachments: [{ attachment_type: 'link', attachment_url: 'https://example.com/so-o-link' }],
      }),
    );
  });

  it('refuses javascript:, data:, blob: and vbscript: addresses, saying why in Portuguese', async () => {
    const { user } = renderComposer();
    await user.click(screen.getByRole('button', { name: 'Anexar link ou imagem' }));
    const input = screen.getByRole('textbox', { name: 'Endereço do link ou da imagem' });
    for (const address of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'blob:https://example.com/1',
      'vbscript:msgbox',
    ]) {
      await user.clear(input);
      await user.type(input, `${address}{Enter}`);
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toMatch(/^Endereço não aceito\. Use um endereço que comece com/);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    }
    expect(chips()).toBeNull();
    // Escape closes only the popover and returns to its button.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Anexar link ou imagem' }),
    );
  });

  it('takes at most four attachments', async () => {
    const { user } = renderComposer();
    for (const index of [1, 2, 3, 4]) await attach(user, `https://example.com/${index}`);
    expect(within(chips() as HTMLElement).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('Até 4 anexos por mensagem.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anexar link ou imagem' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('removes an attachment, moving focus to the next one and then to the field', async () => {
    const { user, field, platform } = renderComposer();
    await attach(user, 'https://example.com/a');
    await attach(user, 'https://example.com/b');
    await user.click(screen.getByRole('button', { name: 'Remover anexo https://example.com/a' }));
    const last = screen.getByRole('button', { name: 'Remover anexo https://example.com/b' });
    expect(document.activeElement).toBe(last);
    await user.keyboard('{Enter}');
    expect(chips()).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field));
    // Nothing left to send.
    await user.keyboard('{Enter}');
    expect(platform.callsTo('POST /chat/messages')).toHaveLength(0);
  });

  it('keeps the text and the attachments of a refused message and says why', async () => {
    const { user, field } = renderComposer({
      handlers: {
        'POST /chat/messages': () =>
          reply(429, { message: 'Muitas mensagens.', reason: 'rate_limited', retry_after: 7 }),
      },
    });
    await user.type(field, 'De novo');
    await attach(user, 'https://example.com/promo');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Você está enviando mensagens rápido demais. Aguarde 7 s e tente de novo.',
    );
    expect(field.value).toBe('De novo');
    expect(
      screen.getByRole('button', { name: 'Remover anexo https://example.com/promo' }),
    ).toBeTruthy();
  });

  it('keeps the text and says §8’s message when the server fails the send and its retry', async () => {
    const { user, field, platform } = renderComposer({
      handlers: { 'POST /chat/messages': () => reply(500, { message: 'Internal server error.' }) },
    });
    await user.type(field, 'Boa noite');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ocorreu um erro do nosso lado. Tente novamente mais tarde.',
    );
    expect(field.value).toBe('Boa noite');
    const keys = platform
      .callsTo('POST /chat/messages')
      .map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('speaks English under /en', async () => {
    renderApp(
      <ChatComposer
        viewer="user-1"
        signedIn
        gate={null}
        now={Date.now()}
        requestSignIn={vi.fn()}
      />,
      { player: testUser(), locale: 'en', path: '/en' },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Attach a link or image' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Address of the link or image' }),
      'data:text/html,x{Enter}',
    );
    expect(screen.getByRole('alert').textContent).toMatch(/^Address not accepted\./);
  });
});
