import { describe, expect, it } from 'vitest';
import { isPhoneRequest } from './phone-request.server';

const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('isPhoneRequest', () => {
  it("believes Chromium's client hint first", () => {
    expect(isPhoneRequest(new Headers({ 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP }))).toBe(
      true,
    );
    expect(
      isPhoneRequest(new Headers({ 'sec-ch-ua-mobile': '?0', 'user-agent': ANDROID_PHONE })),
    ).toBe(false);
  });

  it('reads the user agent of a browser that sends no hint', () => {
    expect(isPhoneRequest(new Headers({ 'user-agent': IPHONE }))).toBe(true);
    expect(isPhoneRequest(new Headers({ 'user-agent': ANDROID_PHONE }))).toBe(true);
    expect(isPhoneRequest(new Headers({ 'user-agent': ANDROID_TABLET }))).toBe(false);
    expect(isPhoneRequest(new Headers({ 'user-agent': DESKTOP }))).toBe(false);
    expect(isPhoneRequest(new Headers())).toBe(false);
  });

  it('never takes a crawler for a phone', () => {
    const googlebotPhone = `${ANDROID_PHONE} (compatible; Googlebot/2.1; +http://www.google.com/bot.html)`;
    expect(isPhoneRequest(new Headers({ 'user-agent': googlebotPhone }))).toBe(false);
    expect(
      isPhoneRequest(new Headers({ 'sec-ch-ua-mobile': '?1', 'user-agent': googlebotPhone })),
    ).toBe(false);
  });
});
