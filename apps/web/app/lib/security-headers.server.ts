import { randomBytes } from 'node:crypto';
import type { SiteConfig } from '@vitrine/contract/site-config.ts';
import { createContext, type MiddlewareFunction } from 'react-router';
import { contentSecurityPolicy } from './content-security-policy.server';
import { webEnv } from './env.server';

// Headers every response of the web server carries, and the ones only a document needs
// (docs/decisions/008). The root route's middleware sets them after everything else has run, so
// no loader header or cached document can leave one out.

/** The nonce of this request's document: its inline scripts carry it, the policy names it. */
export const cspNonceContext = createContext<string>();

/** The theme the document is rendered for; set by the root loader, null on the tenant screens. */
export const documentThemeContext = createContext<SiteConfig | null>(null);

/** 128 random bits, fresh for every response (a nonce is never served twice). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Whether the player reached us over https: directly, or through our own proxy when trusted. */
export function isHttpsRequest(request: Request, trustProxy: boolean): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  if (!trustProxy) return false;
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}

// Powerful features a casino never asks for. Fullscreen and autoplay are left to the browser's
// default ('self', handed to the game iframe by its `allow` attribute): naming them here would
// have to repeat every game provider's origin, and a provider left out would lose its fullscreen.
// Identity credentials stay allowed: Google sign-in uses FedCM.
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** One year; no includeSubDomains: an operator's other subdomains are not ours to force. */
const HSTS = 'max-age=31536000';

/** Headers for every response: documents, data requests, resource routes. */
export function baseSecurityHeaders(request: Request, trustProxy: boolean): [string, string][] {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ...(isHttpsRequest(request, trustProxy)
      ? ([['Strict-Transport-Security', HSTS]] satisfies [string, string][])
      : []),
  ];
}

/** Headers of an HTML document: its policy, and the frame rule for browsers without CSP 2. */
export function documentSecurityHeaders(
  input: Parameters<typeof contentSecurityPolicy>[0],
): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(input)],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
  ];
}

/** `response` with `headers` set; a copy when its headers are immutable (a proxied fetch). */
export function withHeaders(response: Response, headers: readonly [string, string][]): Response {
  try {
    for (const [name, value] of headers) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of headers) copy.headers.set(name, value);
    return copy;
  }
}

function isHtml(response: Response): boolean {
  return response.headers.get('content-type')?.startsWith('text/html') ?? false;
}

/** The root route's middleware: a nonce for the document, then every response's headers. */
export const securityHeadersMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const nonce = createNonce();
  context.set(cspNonceContext, nonce);
  const response = await next();
  const env = webEnv();
  const headers = baseSecurityHeaders(request, env.TRUST_PROXY);
  if (isHtml(response)) {
    headers.push(
      ...documentSecurityHeaders({ theme: context.get(documentThemeContext), env, nonce }),
    );
  }
  return withHeaders(response, headers);
};
