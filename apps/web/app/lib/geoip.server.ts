import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min';
import { GEOIP_FALLBACK, type Geoip } from './geoip';

// Country headers set by the usual CDNs and hosts, most specific first.
export const COUNTRY_HEADERS = [
  'cf-ipcountry', // Cloudflare
  'x-vercel-ip-country', // Vercel
  'cloudfront-viewer-country', // Amazon CloudFront
  'x-country-code', // common reverse-proxy convention
  'fastly-client-country', // Fastly (custom VCL)
  'x-geo-country', // Fastly / Akamai style
  'x-appengine-country', // Google App Engine
] as const;

// XX: unknown (Cloudflare), T1: Tor (Cloudflare), ZZ: unknown (App Engine and others).
const NOT_A_COUNTRY = new Set(['XX', 'T1', 'ZZ']);

/**
 * The visitor's country from CDN headers, with its calling code from libphonenumber. Placeholder
 * and unknown codes are skipped in favour of the next header; with none usable, BR / 55.
 */
export function geoipFromHeaders(headers: Headers): Geoip {
  for (const name of COUNTRY_HEADERS) {
    const code = headers.get(name)?.trim().toUpperCase();
    if (!code || !/^[A-Z]{2}$/.test(code) || NOT_A_COUNTRY.has(code)) continue;
    if (!isSupportedCountry(code)) continue;
    return { countryCode: code, callingCode: getCountryCallingCode(code) };
  }
  return { ...GEOIP_FALLBACK };
}
