import { describe, expect, it } from 'vitest';
import { sportsbookScriptUrl } from './sportsbook-script';

const apiLink = 'https://api.casa.test/t/casa/';
const betby = { active: true, brand_id: 'b', theme_name: 'default' };

describe('sportsbookScriptUrl', () => {
  it('loads the stand-in under the apiLink when the brand names no script (demo mode)', () => {
    const standIn = 'https://api.casa.test/t/casa/sportsbook/demo/bt-renderer.min.js';
    expect(sportsbookScriptUrl({ apiLink, betby })).toBe(standIn);
    expect(sportsbookScriptUrl({ apiLink, betby: { ...betby, script_url: null } })).toBe(standIn);
  });

  it('loads the script the brand configured', () => {
    const script_url = 'https://ui.betby.example/bt-renderer.min.js';
    expect(sportsbookScriptUrl({ apiLink, betby: { ...betby, script_url } })).toBe(script_url);
  });

  it('loads nothing for a brand without Betby, or with an address a page must not load', () => {
    expect(sportsbookScriptUrl({ apiLink, betby: { ...betby, active: false } })).toBeNull();
    for (const script_url of [
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      'blob:https://casa.test/1',
      'vbscript:msgbox',
      'http://ui.betby.example/bt-renderer.min.js',
    ]) {
      expect(sportsbookScriptUrl({ apiLink, betby: { ...betby, script_url } }), script_url).toBe(
        null,
      );
    }
  });
});
