import type { Banner } from '@vitrine/contract/content.ts';
import { useRef } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EXTERNAL_LINK_REL } from '~/lib/safe-navigation';

export interface SafeBanner extends Banner {
  /** `link` after the safe-navigation check: an app path, an external URL, or null. */
  target: { kind: 'internal'; path: string } | { kind: 'external'; url: string } | null;
}

function BannerImage({ banner, eager }: { banner: Banner; eager: boolean }) {
  return (
    <picture>
      <source media="(max-width: 639px)" srcSet={banner.image_mobile} width={720} height={400} />
      <img
        src={banner.image}
        alt={banner.alt}
        width={1200}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding={eager ? 'sync' : 'async'}
        className="aspect-[9/5] h-auto w-full rounded-2xl bg-surface-raised object-cover sm:aspect-[3/1]"
      />
    </picture>
  );
}

/**
 * The tenant's banners as a swipeable strip (CSS scroll snap: no script needed to browse). The
 * first image is the page's largest paint, so it loads eagerly; the others lazily.
 */
export function BannerCarousel({ banners }: { banners: SafeBanner[] }) {
  const { t } = useTranslation('common');
  const track = useRef<HTMLUListElement>(null);

  const first = banners[0];
  if (first) {
    // The first banner is the page's largest paint: fetch it from the document head, per screen size.
    preload(first.image_mobile, {
      as: 'image',
      fetchPriority: 'high',
      media: '(max-width: 639px)',
    });
    preload(first.image, { as: 'image', fetchPriority: 'high', media: '(min-width: 640px)' });
  }

  if (banners.length === 0) {
    return <p className="py-6 text-fg-muted">{t('home.noBanners')}</p>;
  }

  function show(index: number) {
    const slide = track.current?.children[index];
    if (slide instanceof HTMLElement) {
      track.current?.scrollTo({ left: slide.offsetLeft, behavior: 'smooth' });
    }
  }

  return (
    <section aria-roledescription="carousel" aria-label={t('home.banners')} className="mt-4">
      <ul
        ref={track}
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-smooth [scrollbar-width:none]"
      >
        {banners.map((banner, index) => (
          <li
            key={banner.id}
            aria-roledescription="slide"
            aria-label={t('home.bannerPosition', { position: index + 1, total: banners.length })}
            className="w-full shrink-0 snap-start"
          >
            {banner.target?.kind === 'internal' ? (
              <Link to={banner.target.path} className="block">
                <BannerImage banner={banner} eager={index === 0} />
              </Link>
            ) : banner.target?.kind === 'external' ? (
              <a href={banner.target.url} target="_blank" rel={EXTERNAL_LINK_REL} className="block">
                <BannerImage banner={banner} eager={index === 0} />
              </a>
            ) : (
              <BannerImage banner={banner} eager={index === 0} />
            )}
          </li>
        ))}
      </ul>
      {banners.length > 1 && (
        <div
          className="mt-3 grid justify-center gap-1"
          // A column per dot from the start: centred dots keep their place while the rest are parsed.
          style={{ gridTemplateColumns: `repeat(${banners.length}, 2rem)` }}
        >
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              onClick={() => show(index)}
              aria-label={t('home.showBanner', { position: index + 1 })}
              className="grid size-8 place-items-center rounded-full"
            >
              <span aria-hidden="true" className="block size-2.5 rounded-full bg-fg-muted" />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
