import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Menu } from 'lucide-react';
import type { PublicUser } from '../../../contract/auth';
import { useCart } from '../../features/cart/cart-provider';
import { itemCountText } from '../../lib/format';
import { cn } from '../../lib/cn';
import { DeferredPart, lazyWithRetry } from '../../components/lazy-part';
import { NAV_ITEMS } from './nav-items';

// The drawer (a Radix dialog) is opened later, so its code loads after the first screen paints.
const MobileDrawer = lazyWithRetry(() =>
  import('./mobile-drawer').then((module) => module.MobileDrawer),
);

/** The bottom bar under 768 px (customer spec 9, mobile breakpoint) with its drawer. */
export function BottomBar({ user }: { user: PublicUser }) {
  const [location] = useLocation();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const { itemCount } = useCart();
  const items = NAV_ITEMS[user.role].bottomBar;
  return (
    <>
      <nav
        aria-label="Bottom navigation"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background pb-[env(safe-area-inset-bottom)] md:hidden"
      >
        <ul className="mx-auto flex max-w-lg">
          {items.map(({ href, label, icon: Icon }) => {
            const isCurrent = href === '/' ? location === '/' : location.startsWith(href);
            return (
              <li key={href} className="flex-1">
                <Link
                  href={href}
                  aria-current={isCurrent ? 'page' : undefined}
                  // a screen reader says 'Orders, 2 items in cart', not 'Orders 2'
                  aria-label={
                    href === '/orders' && itemCount > 0
                      ? `${label}, ${itemCountText(itemCount)} in cart`
                      : undefined
                  }
                  className={cn(
                    'flex h-16 flex-col items-center justify-center gap-1 text-[11px] font-medium text-muted-foreground',
                    isCurrent && 'text-primary',
                  )}
                >
                  <span className="relative">
                    <Icon className="size-5" aria-hidden />
                    {/* customer spec 2: Orders carries the cart-count badge */}
                    {href === '/orders' && itemCount > 0 ? (
                      <span
                        aria-hidden
                        className="absolute -right-2.5 -top-1.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] font-bold text-primary-foreground"
                      >
                        {itemCount > 99 ? '99+' : itemCount}
                      </span>
                    ) : null}
                  </span>
                  {label}
                </Link>
              </li>
            );
          })}
          <li className="flex-1">
            <button
              type="button"
              onClick={() => setIsDrawerOpen(true)}
              className="flex h-16 w-full flex-col items-center justify-center gap-1 text-[11px] font-medium text-muted-foreground"
              aria-haspopup="dialog"
            >
              <Menu className="size-5" aria-hidden />
              More
            </button>
          </li>
        </ul>
      </nav>
      <DeferredPart>
        <MobileDrawer user={user} isOpen={isDrawerOpen} onOpenChange={setIsDrawerOpen} />
      </DeferredPart>
    </>
  );
}
