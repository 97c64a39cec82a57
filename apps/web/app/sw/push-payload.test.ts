import { describe, expect, it } from 'vitest';
import { pushNotice, sameOriginPath } from './push-payload';

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
      url: '/account/wallet',
      tag: null,
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
      url: '/',
      tag: 'notification-12',
    });
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
