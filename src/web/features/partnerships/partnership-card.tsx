import { Clock, Music, ShoppingCart, Store, Tag } from 'lucide-react';
import { formatMoney } from '../../../contract/money';
import { PARTNERSHIP_TYPE_LABEL, type PartnershipView } from '../../../contract/partnerships';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatDate } from '../../lib/format';
import { MenuItemImage } from '../vendors/menu-item-image';
import { ArtistAvatar, ArtistQuote, VerifiedBadge } from './artist-bits';

/** accounts spec 2.13, Artist Specials: a menu item an artist endorses, at its special price. */
export function PartnershipCard({
  partnership,
  isAdding,
  onAdd,
}: {
  partnership: PartnershipView;
  isAdding: boolean;
  onAdd: () => void;
}) {
  const headingId = `partnership-${partnership.id}-item`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm"
    >
      <div className="flex items-center gap-2.5">
        <ArtistAvatar
          name={partnership.artistName}
          imageUrl={partnership.artistImageUrl}
          className="size-10 text-base"
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="truncate font-semibold">{partnership.artistName}</p>
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="accent">{PARTNERSHIP_TYPE_LABEL[partnership.partnershipType]}</Badge>
            {partnership.artistIsVerified ? <VerifiedBadge label="Verified Artist" /> : null}
          </div>
        </div>
      </div>
      <div className="flex gap-3">
        <div className="grid min-w-0 flex-1 content-start gap-1">
          <h3 id={headingId} className="text-lg font-bold leading-tight">
            {partnership.menuItemName}
          </h3>
          <p className="text-sm text-muted-foreground">{partnership.menuItemDescription}</p>
          <p className="flex items-center gap-1.5 text-sm">
            <Store className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            {partnership.vendorName}
          </p>
        </div>
        <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-muted">
          <MenuItemImage src={partnership.menuItemImageUrl} width={80} height={80} />
        </div>
      </div>
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="text-2xl font-extrabold tabular-nums">
          <span className="sr-only">Special price </span>
          {formatMoney(partnership.specialPriceCents)}
        </span>
        <span className="text-sm text-muted-foreground tabular-nums">
          <span className="sr-only">Regular price </span>
          <s>{formatMoney(partnership.originalPriceCents)}</s>
        </span>
        {partnership.percentOff > 0 ? (
          <Badge variant="success">{partnership.percentOff}% OFF</Badge>
        ) : null}
      </p>
      {partnership.artistMessage ? (
        <ArtistQuote message={partnership.artistMessage} artistName={partnership.artistName} />
      ) : null}
      <div className="flex items-start gap-2 rounded-xl bg-accent/15 px-3 py-2">
        <Tag className="mt-0.5 size-4 shrink-0 text-amber-800 dark:text-accent" aria-hidden />
        <p className="text-sm">
          <span className="block font-semibold">Artist Special Discount</span>
          <span className="text-muted-foreground">Limited time collaboration offer</span>
        </p>
      </div>
      <div className="mt-auto grid gap-2">
        <Button
          size="lg"
          onClick={onAdd}
          disabled={isAdding}
          aria-label={`${isAdding ? 'Adding' : 'Add Artist Special to Cart'}: ${partnership.menuItemName}`}
        >
          {isAdding ? <Music aria-hidden /> : <ShoppingCart aria-hidden />}
          {isAdding ? 'Adding...' : 'Add Artist Special to Cart'}
        </Button>
        {partnership.validUntil ? (
          <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
            <Clock className="size-3.5" aria-hidden />
            Valid until {formatDate(partnership.validUntil)}
          </p>
        ) : null}
      </div>
    </article>
  );
}
