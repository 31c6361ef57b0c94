import { UtensilsCrossed } from 'lucide-react';

/**
 * A menu item's picture, lazy-loaded with fixed dimensions so nothing shifts while it arrives
 * (customer spec 2); a plate icon stands in when the item has no image.
 */
export function MenuItemImage({
  src,
  width,
  height,
  iconClassName = 'size-8',
}: {
  src: string | null;
  width: number;
  height: number;
  iconClassName?: string;
}) {
  if (!src) {
    return (
      <div className="flex size-full items-center justify-center text-muted-foreground">
        <UtensilsCrossed className={iconClassName} aria-hidden />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className="size-full object-cover"
    />
  );
}
