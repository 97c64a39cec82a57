import { describe, expect, it } from 'vitest';
import { pushClickAction, pushClickPath, pushNotice, sameOriginPath } from './push-payload';

const ORIGIN = 'https://sorte.example';

describe('pushNotice', () => {
  it('reads the title, body, icon and target of a push', () => {
    expect(
      pushNotice(
        {
          title: 'Bônus liberado',
          body: 'R$ 10 na carteira',
          icon: '/icons/192.png',
          url: '/account/wallet',
        },
        ORIGIN,
      ),
    ).toEqual({
      title: 'Bônus liberado',
      body: 'R$ 10 na carteira',
      icon: 'https://sorte.example/icons/192.png',
      image: null,
      url: '/account/wallet',
      tag: null,
      chat: false,
    });
  });

  it('reads the platform payload (contract WebPushPayload), its tag included', () => {
    const notice = pushNotice(
      {
        title: 'Aviso',
        body: 'Texto',
        icon: null,
        image: null,
        tag: 'notification-12',
        url: '/',
        notification: { id: 12, type: 'personal', user_box: null },
      },
      ORIGIN,
    );
    expect(notice).toEqual({
      title: 'Aviso',
      body: 'Texto',
      icon: null,
      image: null,
      url: '/',
      tag: 'notification-12',
      chat: false,
    });
  });

  it("shows the notification's picture when it is https or the site's own", () => {
    const image = (value: unknown) => pushNotice({ title: 'a', image: value }, ORIGIN)?.image;
    expect(image('https://cdn.vitrine.test/bonus.png')).toBe('https://cdn.vitrine.test/bonus.png');
    expect(image('/storage/demo/banner.webp')).toBe(
      'https://sorte.example/storage/demo/banner.webp',
    );
    for (const unsafe of [
      'http://evil.example/i.png',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      7,
    ]) {
      expect(image(unsafe), String(unsafe)).toBeNull();
    }
  });

  it('shows nothing without a title', () => {
    expect(pushNotice({ body: 'sem título' }, ORIGIN)).toBeNull();
    expect(pushNotice('texto', ORIGIN)).toBeNull();
    expect(pushNotice(null, ORIGIN)).toBeNull();
  });

  it('keeps markup as text and shortens what is too long', () => {
    const notice = pushNotice({ title: '<b>Oi</b>', body: 'x'.repeat(1000) }, ORIGIN);
    expect(notice?.title).toBe('<b>Oi</b>');
    expect(notice?.body).toHaveLength(400);
  });

  it('never opens another origin, nor a script URL', () => {
    expect(pushNotice({ title: 'a', url: 'https://evil.example/x' }, ORIGIN)?.url).toBe('/');
    expect(pushNotice({ title: 'a', url: 'javascript:alert(1)' }, ORIGIN)?.url).toBe('/');
    expect(pushNotice({ title: 'a', url: '//evil.example/x' }, ORIGIN)?.url).toBe('/');
    expect(pushNotice({ title: 'a', icon: 'http://evil.example/i.png' }, ORIGIN)?.icon).toBeNull();
  });

  it('does not run getters of the payload', () => {
    const payload = Object.create({ title: 'inherited' }) as object;
    expect(pushNotice(payload, ORIGIN)).toBeNull();
  });
});

describe('sameOriginPath', () => {
  it('keeps the path, query and hash of a same-origin URL', () => {
    expect(sameOriginPath('https://sorte.example/casino?x=1#top', ORIGIN)).toBe('/casino?x=1#top');
  });
});

describe('a click on a pushed notification', () => {
  const chatPush = pushNotice(
    {
      title: 'Nova mensagem no chat',
      tag: 'notification-30',
      url: '/',
      notification: { id: 30, type: 'chat', user_box: null },
    },
    ORIGIN,
  );
  const personal = { url: '/account/wallet', chat: false };

  it('knows a chat notification by the payload’s notification type', () => {
    expect(chatPush?.chat).toBe(true);
    expect(pushNotice({ title: 'x', notification: { type: 'platform' } }, ORIGIN)?.chat).toBe(
      false,
    );
    expect(pushNotice({ title: 'x', notification: 'chat' }, ORIGIN)?.chat).toBe(false);
  });

  it('opens a chat notification at the chat marker, keeping the rest of its address', () => {
    expect(pushClickPath({ url: '/', chat: true }, ORIGIN)).toBe('/?chat=open');
    expect(pushClickPath({ url: '/casino?category=slots#top', chat: true }, ORIGIN)).toBe(
      '/casino?category=slots&chat=open#top',
    );
    expect(pushClickPath(personal, ORIGIN)).toBe('/account/wallet');
  });

  it('opens a new page at /?chat=open for a chat notification when none is open', () => {
    expect(pushClickAction({ url: '/', chat: true }, [], ORIGIN)).toEqual({
      kind: 'open',
      path: '/?chat=open',
    });
  });

  it('tells a page already open to open the chat panel, whatever its address', () => {
    expect(pushClickAction({ url: '/', chat: true }, [`${ORIGIN}/casino`], ORIGIN)).toEqual({
      kind: 'focus',
      index: 0,
      openChat: true,
    });
  });

  it('focuses the page already at another notification’s address, else opens it', () => {
    const open = [`${ORIGIN}/casino`, `${ORIGIN}/account/wallet`];
    expect(pushClickAction(personal, open, ORIGIN)).toEqual({
      kind: 'focus',
      index: 1,
      openChat: false,
    });
    expect(pushClickAction(personal, [`${ORIGIN}/casino`], ORIGIN)).toEqual({
      kind: 'open',
      path: '/account/wallet',
    });
  });
});
