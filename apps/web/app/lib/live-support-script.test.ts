import { describe, expect, it } from 'vitest';
import {
  JIVO_SCRIPT_URL_DEFAULT,
  JIVO_STAND_IN_SCRIPT_URL,
  liveSupportScriptUrl,
} from './live-support-script';

const API = 'https://api.vitrine.bet/t/demo/';

describe('liveSupportScriptUrl', () => {
  it("is Jivo's embed address for the tenant's widget id", () => {
    expect(
      liveSupportScriptUrl({ apiLink: API, jivoChat: 'aBc123' }, JIVO_SCRIPT_URL_DEFAULT),
    ).toBe('https://code.jivosite.com/widget/aBc123');
  });

  it("is the stand-in under the tenant's apiLink in demo mode", () => {
    expect(
      liveSupportScriptUrl(
        { apiLink: 'http://localhost:8787/t/demo', jivoChat: 'vitrine-demo' },
        JIVO_STAND_IN_SCRIPT_URL,
      ),
    ).toBe('http://localhost:8787/t/demo/live-support/demo/widget/vitrine-demo');
  });

  it('is null for a tenant without a widget id', () => {
    expect(liveSupportScriptUrl({ apiLink: API, jivoChat: null }, JIVO_SCRIPT_URL_DEFAULT)).toBe(
      null,
    );
    expect(liveSupportScriptUrl({ apiLink: API, jivoChat: '' }, JIVO_SCRIPT_URL_DEFAULT)).toBe(
      null,
    );
  });

  it('refuses an id that would leave the path, and an address a page may not load', () => {
    for (const jivoChat of ['../evil', 'a b', 'x?y=1', 'a/b', 'a"onload']) {
      expect(liveSupportScriptUrl({ apiLink: API, jivoChat }, JIVO_SCRIPT_URL_DEFAULT)).toBe(null);
    }
    expect(
      liveSupportScriptUrl(
        { apiLink: 'http://evil.example/t/demo', jivoChat: 'abc' },
        JIVO_STAND_IN_SCRIPT_URL,
      ),
    ).toBe(null);
  });
});
