import type { ImgHTMLAttributes } from 'react';

/**
 * An image that only decorates (a name beside it says what it is): empty alt, so screen readers
 * pass it over, and its intrinsic size given, so the page does not move when it loads.
 */
export function DecorativeImage(
  props: Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt' | 'width' | 'height'> & {
    width: number;
    height: number;
  },
) {
  return <img alt="" {...props} />;
}
