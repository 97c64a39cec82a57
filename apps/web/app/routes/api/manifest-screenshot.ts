import {
  brandScreenshotPng,
  isScreenshotForm,
} from '~/features/install/server/brand-screenshot.server';
import { PAGE_BACKGROUND } from '~/core/tenant/model/theme-style';
import { resolveTenant } from '~/core/tenant/server/resolve-tenant.server';
import { createExpiringMap } from '~/lib/ttl-cache';
import type { Route } from './+types/manifest-screenshot';

// Drawing takes some milliseconds: each brand's pair is kept while its colours stay the same.
const drawn = createExpiringMap<Buffer>({ ttlMs: 60 * 60 * 1000, maxEntries: 200 });

/** The manifest's screenshots (`narrow.png`, `wide.png`), drawn in the tenant's colours. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const form = params.file.replace(/\.png$/, '');
  if (!params.file.endsWith('.png') || !isScreenshotForm(form)) {
    return new Response('Not Found', { status: 404 });
  }
  const state = await resolveTenant(request);
  if (state.status !== 'ok') return new Response('Not Found', { status: 404 });
  const { primary_color: primary, secondary_color: secondary, muted } = state.theme;
  const key = [form, primary, secondary, muted].join('|');
  const png =
    drawn.get(key) ??
    brandScreenshotPng(form, { page: PAGE_BACKGROUND, primary, secondary, muted });
  drawn.set(key, png);
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
  });
}
