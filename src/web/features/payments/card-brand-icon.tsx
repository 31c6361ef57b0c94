import { CreditCard } from 'lucide-react';
import { CARD_BRAND_LABELS, type CardBrand } from '../../../contract/payments';
import { cn } from '../../lib/cn';

// customer spec 5: the brand guessed from the first digit; drawn, so it needs no image request.
const MARKS: Record<Exclude<CardBrand, 'unknown'>, { text: string; className: string }> = {
  visa: { text: 'VISA', className: 'bg-[#1a1f71] text-white italic tracking-wider' },
  mastercard: { text: 'Mastercard', className: 'bg-neutral-900 text-white' },
  amex: { text: 'AMEX', className: 'bg-[#2e77bb] text-white tracking-wider' },
};

export function CardBrandIcon({ brand, className }: { brand: CardBrand; className?: string }) {
  const label = CARD_BRAND_LABELS[brand];
  if (brand === 'unknown') {
    return (
      <span role="img" aria-label={label} className={cn('text-muted-foreground', className)}>
        <CreditCard className="size-5" aria-hidden />
      </span>
    );
  }
  const mark = MARKS[brand];
  return (
    <span
      role="img"
      aria-label={label}
      className={cn(
        'inline-flex h-6 items-center gap-1 rounded-md px-1.5 text-[10px] font-extrabold leading-none shadow-sm',
        mark.className,
        className,
      )}
    >
      {brand === 'mastercard' ? (
        <span aria-hidden className="flex">
          <span className="size-3 rounded-full bg-[#eb001b]" />
          <span className="-ml-1.5 size-3 rounded-full bg-[#f79e1b]/90" />
        </span>
      ) : null}
      <span aria-hidden>{mark.text}</span>
    </span>
  );
}
