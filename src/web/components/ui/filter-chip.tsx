import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A toggle chip (44 px tall) that reports its state through aria-pressed. */
export function FilterChip({
  isPressed,
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'type' | 'aria-pressed'> & { isPressed: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={isPressed}
      className={cn(
        'inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-4',
        isPressed
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-border bg-card text-foreground hover:bg-muted',
        className,
      )}
      {...props}
    />
  );
}

/** A row of chips that scrolls sideways on phones instead of wrapping into a wall. */
export function ChipRow({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        '-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0',
        className,
      )}
      {...props}
    />
  );
}
