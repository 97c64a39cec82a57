import { beforeAll, describe, expect, it } from 'vitest';
import {
  documentResponseSchema,
  documentsStatusResponseSchema,
  userResponseSchema,
} from '@vitrine/contract/accounts.ts';
import {
  api,
  fakePng,
  type FilePart,
  multipart,
  pngBytes,
  registerPlayer,
  signIn,
} from '../../test/accounts.ts';
import { jsonBody, fieldErrorsOf, testPlatformPerFile } from '../../test/test-platform.ts';

const platform = testPlatformPerFile();
let png: Buffer;
beforeAll(async () => {
  png = await pngBytes();
});

const demo = () => api(platform.app, 'demo');

async function upload(path: string, fields: Record<string, string | FilePart>, token: string) {
  const body = await multipart(fields);
  return demo().raw('POST', path, {
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
}

const pngPart = (filename = 'foto.png'): FilePart => ({
  filename,
  contentType: 'image/png',
  bytes: png,
});

describe('POST /profile/uploadAvatar', () => {
  it('stores a real PNG and serves it back, publicly, at the avatar URL', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    const response = await upload('/profile/uploadAvatar', { avatar: pngPart() }, token);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = userResponseSchema.parse(jsonBody(response));
    expect(data.avatar).toMatch(
      /^http:\/\/localhost:8787\/uploads\/demo\/avatars\/[a-f0-9]{32}\.png$/,
    );
    const served = await platform.app.inject({
      method: 'GET',
      url: new URL(data.avatar ?? '').pathname,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('replaces the previous avatar file', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    const first = userResponseSchema.parse(
      jsonBody(await upload('/profile/uploadAvatar', { avatar: pngPart() }, token)),
    ).data.avatar;
    await upload('/profile/uploadAvatar', { avatar: pngPart('nova.png') }, token);
    const old = await platform.app.inject({ method: 'GET', url: new URL(first ?? '').pathname });
    expect(old.statusCode).toBe(404);
  });

  it('refuses a file whose bytes are not an image, whatever its name and type say (422)', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    const response = await upload('/profile/uploadAvatar', { avatar: fakePng() }, token);
    expect(response.statusCode).toBe(422);
    expect(fieldErrorsOf(response)).toEqual({
      avatar: ['O campo Foto de perfil deve ser um tipo de arquivo válido.'],
    });
  });

  it('refuses a PNG named .gif, a PDF, a file over 2 MB and a missing file', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    const renamed = await upload(
      '/profile/uploadAvatar',
      { avatar: { ...pngPart('foto.gif'), contentType: 'image/gif' } },
      token,
    );
    expect(Object.keys(fieldErrorsOf(renamed))).toEqual(['avatar']);
    const pdf = await upload(
      '/profile/uploadAvatar',
      {
        avatar: {
          filename: 'doc.pdf',
          contentType: 'application/pdf',
          bytes: new TextEncoder().encode('%PDF-1.7\n'),
        },
      },
      token,
    );
    expect(fieldErrorsOf(pdf)).toEqual({ avatar: ['O campo Foto de perfil deve ser uma imagem.'] });
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(png);
    const tooBig = await upload(
      '/profile/uploadAvatar',
      { avatar: { ...pngPart(), bytes: big } },
      token,
    );
    expect(fieldErrorsOf(tooBig)).toEqual({
      avatar: ['O campo Foto de perfil deve ter menos de 2048 KB.'],
    });
    const missing = await upload('/profile/uploadAvatar', { name: 'x' }, token);
    expect(fieldErrorsOf(missing)).toEqual({ avatar: ['Este campo é obrigatório.'] });
  });
});

describe('documents', () => {
  it('upload → status → owner reads the file → cancel', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    const uploaded = await upload(
      '/documents/upload',
      { document: pngPart('rg.png'), type: 'rg_front' },
      token,
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { data: document } = documentResponseSchema.parse(jsonBody(uploaded));
    expect(document).toMatchObject({ type: 'rg_front', status: 'pending', reason: null });

    const status = documentsStatusResponseSchema.parse(
      jsonBody(await demo().get('/documents/status', token)),
    );
    expect(status.kyc_status).toBe('pending');
    expect(status.data.map((row) => row.id)).toEqual([document.id]);

    // The signed link works without a header; the bearer token works without a signature.
    const url = new URL(document.url);
    const signed = await platform.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('image/png');
    expect(signed.headers['content-security-policy']).toContain('sandbox');
    expect(signed.rawPayload.equals(png)).toBe(true);
    expect(
      (
        await demo().raw('GET', url.pathname.replace('/t/demo', ''), {
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(200);

    const cancelled = await demo().post(`/documents/cancel/${document.id}`, {}, token);
    expect(documentResponseSchema.parse(jsonBody(cancelled)).data.status).toBe('cancelled');
    const again = await demo().post(`/documents/cancel/${document.id}`, {}, token);
    expect(again.statusCode).toBe(422);
    expect(
      documentsStatusResponseSchema.parse(jsonBody(await demo().get('/documents/status', token)))
        .kyc_status,
    ).toBe('none');
  });

  it("keeps a player's documents from other players and other tenants", async () => {
    const owner = await registerPlayer(platform.app, 'demo');
    const { data: document } = documentResponseSchema.parse(
      jsonBody(
        await upload('/documents/upload', { document: pngPart(), type: 'selfie' }, owner.token),
      ),
    );
    const other = await registerPlayer(platform.app, 'demo');
    const path = `/documents/${document.id}/file`;
    expect((await demo().get(path, other.token)).statusCode).toBe(404);
    expect(
      (await demo().post(`/documents/cancel/${document.id}`, {}, other.token)).statusCode,
    ).toBe(404);
    expect((await demo().get(path)).statusCode).toBe(401);
    const url = new URL(document.url);
    const tampered = await platform.app.inject({
      method: 'GET',
      url: `${url.pathname}?expires=9999999999&signature=${'0'.repeat(64)}`,
    });
    expect(tampered.statusCode).toBe(401);
    const sorteAna = await signIn(platform.app, 'sorte');
    expect((await api(platform.app, 'sorte').get(path, sorteAna.token)).statusCode).toBe(404);
  });

  it('demo review: approve makes the account approved, reject gives a reason', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    const rg = documentResponseSchema.parse(
      jsonBody(await upload('/documents/upload', { document: pngPart(), type: 'rg_front' }, token)),
    ).data;
    const selfie = documentResponseSchema.parse(
      jsonBody(await upload('/documents/upload', { document: pngPart(), type: 'selfie' }, token)),
    ).data;

    const rejected = await demo().post(`/demo/documents/${selfie.id}/reject`, {
      reason: 'Foto escura.',
    });
    expect(documentResponseSchema.parse(jsonBody(rejected)).data).toMatchObject({
      status: 'rejected',
      reason: 'Foto escura.',
    });
    expect(
      documentsStatusResponseSchema.parse(jsonBody(await demo().get('/documents/status', token)))
        .kyc_status,
    ).toBe('pending');

    const approved = await demo().post(`/demo/documents/${rg.id}/approve`);
    expect(documentResponseSchema.parse(jsonBody(approved)).data.status).toBe('approved');
    const status = documentsStatusResponseSchema.parse(
      jsonBody(await demo().get('/documents/status', token)),
    );
    expect(status.kyc_status).toBe('approved');
    expect(
      userResponseSchema.parse(jsonBody(await demo().get('/auth/me', token))).data.kyc_status,
    ).toBe('approved');

    expect((await demo().post(`/demo/documents/${rg.id}/reject`)).statusCode).toBe(422);
    expect((await demo().post(`/documents/cancel/${rg.id}`, {}, token)).statusCode).toBe(422);
  });

  it('accepts a PDF and refuses a fake one, an unknown type and a missing type', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    const pdf: FilePart = {
      filename: 'comprovante.pdf',
      contentType: 'application/pdf',
      bytes: new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    };
    const ok = await upload(
      '/documents/upload',
      { document: pdf, type: 'proof_of_address' },
      token,
    );
    expect(ok.statusCode).toBe(201);
    const fake = await upload('/documents/upload', { document: { ...pdf, bytes: png } }, token);
    expect(fieldErrorsOf(fake)).toMatchObject({ type: ['Este campo é obrigatório.'] });
    const fakeTyped = await upload(
      '/documents/upload',
      { document: { ...pdf, bytes: png }, type: 'cnh' },
      token,
    );
    expect(fieldErrorsOf(fakeTyped)).toEqual({
      document: ['O campo Documento deve ser um tipo de arquivo válido.'],
    });
    const badType = await upload('/documents/upload', { document: pdf, type: 'passport' }, token);
    expect(Object.keys(fieldErrorsOf(badType))).toEqual(['type']);
  });
});
