import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import {
  BookOpen,
  LayoutDashboard,
  LogOut,
  Menu,
  ShoppingBag,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { PublicUser } from '../../../contract/auth';
import { useLogout } from '../../features/auth/use-logout';
import { useCart } from '../../features/cart/cart-provider';
import { itemCountText } from '../../lib/format';
import { cn } from '../../lib/cn';
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '../../components/ui/dialog';
import { NAV_ITEMS } from './nav-items';

/** The bottom bar under 768 px (customer spec 9, mobile breakpoint) with its drawer. */
export function BottomBar({ user }: { user: PublicUser }) {
  const [location] = useLocation();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const logout = useLogout();
  const { itemCount } = useCart();
  const items = NAV_ITEMS[user.role].bottomBar;
  return (
    <>
      <nav
        aria-label="Bottom navigation"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
      >
        <ul className="mx-auto flex max-w-lg">
          {items.map(({ href, label, icon: Icon }) => {
            const isCurrent = href === '/' ? location === '/' : location.startsWith(href);
            return (
              <li key={href} className="flex-1">
                <Link
                  href={href}
                  aria-current={isCurrent ? 'page' : undefined}
                  // issue 8: read 'Orders, 2 items in cart', not 'Orders 2'
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
      <Dialog open={isDrawerOpen} onOpenChange={setIsDrawerOpen}>
        <SheetContent aria-describedby="mobile-drawer-description">
          <DialogTitle>Menu</DialogTitle>
          <DialogDescription id="mobile-drawer-description" className="sr-only">
            Shortcuts and account actions
          </DialogDescription>
          <ul className="grid gap-1" onClick={() => setIsDrawerOpen(false)}>
            {user.role === 'user' ? (
              <>
                <DrawerLink href="/?quick=true" icon={Zap} label="Quick Order" />
                <DrawerLink href="/checkout" icon={ShoppingBag} label="Cart" />
              </>
            ) : null}
            <DrawerLink href="/guide" icon={BookOpen} label="User Guide" />
            <DrawerLink href="/presentation" icon={LayoutDashboard} label="Presentation" />
            <li>
              <button
                type="button"
                onClick={() => logout.mutate()}
                disabled={logout.isPending}
                className="flex w-full items-center gap-3 rounded-xl px-3 py-3 text-left font-medium text-destructive hover:bg-muted"
              >
                <LogOut className="size-5" aria-hidden />
                {logout.isPending ? 'Logging out...' : 'Logout'}
              </button>
            </li>
          </ul>
        </SheetContent>
      </Dialog>
    </>
  );
}

function DrawerLink({
  href,
  icon: Icon,
  label,
}: {
  href: string;
  icon: LucideIcon;
  label: string;
}) {
  return (
    <li>
      <Link
        href={href}
        className="flex items-center gap-3 rounded-xl px-3 py-3 font-medium hover:bg-muted"
      >
        <Icon className="size-5 text-muted-foreground" aria-hidden />
        {label}
      </Link>
    </li>
  );
}
