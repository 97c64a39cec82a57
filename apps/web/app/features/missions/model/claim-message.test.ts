import { describe, expect, it } from 'vitest';
import { HttpError } from '~/lib/http/http-error';
import { claimFailure } from './claim-message';

const call = { method: 'POST', url: 'https://api.test/missions/1/claim' };

describe('claimFailure (§8 "Mission claim")', () => {
  it('gives the server’s message when a refusal carries one', () => {
    const error = new HttpError({
      ...call,
      kind: 'http',
      status: 409,
      data: { message: 'Missão ainda não concluída.' },
    });
    expect(claimFailure(error)).toEqual({ kind: 'server', message: 'Missão ainda não concluída.' });
  });

  it('is unknown when the server said nothing: an empty refusal, no answer at all', () => {
    expect(claimFailure(new HttpError({ ...call, kind: 'http', status: 500, data: '' }))).toEqual({
      kind: 'unknown',
    });
    expect(claimFailure(new HttpError({ ...call, kind: 'network' }))).toEqual({ kind: 'unknown' });
    expect(claimFailure(new Error('boom'))).toEqual({ kind: 'unknown' });
  });

  it('is unknown for a 200 without the claim’s message', () => {
    const error = new HttpError({ ...call, kind: 'parse', status: 200, data: { ok: true } });
    expect(claimFailure(error)).toEqual({ kind: 'unknown' });
  });

  it('is a failure for an answer other than the 200 a claim expects', () => {
    const error = new HttpError({ ...call, kind: 'parse', status: 202, data: '' });
    expect(claimFailure(error)).toEqual({ kind: 'failed' });
  });
});
