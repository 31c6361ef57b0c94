import { cn } from '../../lib/cn';

/** The curtain-and-plate mark, drawn inline so it shows before any image loads. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={cn('size-8', className)}>
      <rect width="64" height="64" rx="14" fill="#0b0b12" />
      <path d="M8 10h48v6c-6 8-14 10-24 10S14 24 8 16z" fill="#f43f5e" />
      <path d="M8 16c4 10 6 22 4 38H8zM56 16c-4 10-6 22-4 38h4z" fill="#be123c" />
      <circle cx="32" cy="42" r="9" fill="#fbbf24" />
      <path d="M26 42h12" stroke="#0b0b12" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** The mark and the name; `isCompact` keeps only the mark on phones, where the header is full. */
export function BrandName({
  className,
  isCompact = false,
}: {
  className?: string;
  isCompact?: boolean;
}) {
  return (
    <span className={cn('flex items-center gap-2 font-extrabold tracking-tight', className)}>
      <BrandMark />
      <span className={isCompact ? 'sr-only sm:not-sr-only' : undefined}>CurtainCall</span>
    </span>
  );
}
