import type { BoxColour } from '@vitrine/contract/boxes.ts';
import { DecorativeImage } from '~/components/ui/decorative-image';
import { useTenant } from '~/core/tenant/tenant-context';

/** A box's picture on its §3 `spineBox` colour (the theme's colour for the box's colour). */
export function BoxArt({
  colour,
  image,
  className = 'size-20',
}: {
  colour: BoxColour;
  image: string | null;
  className?: string;
}) {
  const { theme } = useTenant();
  return (
    <span
      aria-hidden="true"
      data-colour={colour}
      className={`grid shrink-0 place-items-center rounded-xl ${className}`}
      style={{ backgroundColor: theme.spineBox[colour] }}
    >
      {image ? (
        <DecorativeImage src={image} width={80} height={80} className="size-4/5 object-contain" />
      ) : (
        <svg viewBox="0 0 24 24" className="size-1/2 fill-white/85">
          <path d="M3 8l9-5 9 5v8l-9 5-9-5V8zm9 2.3L5.5 6.9 12 10.5l6.5-3.6L12 10.3zM4.5 9.6v5.5l6.75 3.8v-5.5L4.5 9.6zm8.25 9.3l6.75-3.8V9.6l-6.75 3.8v5.5z" />
        </svg>
      )}
    </span>
  );
}
