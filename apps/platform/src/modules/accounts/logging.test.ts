import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { api, latestCode, registerPlayer } from '../../test/accounts.ts';
import { testPlatformPerFile } from '../../test/test-platform.ts';

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});

const platform = testPlatformPerFile({ logger: { level: 'trace', stream } });

describe('logs', () => {
  it('never carry passwords, codes, tokens or signed links, even at trace level', async () => {
    const { form, token } = await registerPlayer(platform.app, 'demo');
    const code = await latestCode(platform.app, 'demo', form.email);
    const demo = api(platform.app, 'demo');
    await demo.post('/auth/login', {
      username: form.username,
      password: 'Errada@2026',
      email: form.email,
    });
    await demo.get('/auth/me', token);
    const status = await demo.get('/documents/status', token);
    expect(status.statusCode).toBe(200);

    const log = lines.join('');
    expect(log).toContain('incoming request');
    for (const secret of [form.password, 'Errada@2026', code, token, form.cpf]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/signature=|authorization/i);
  });
});
