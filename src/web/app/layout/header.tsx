import { Link, useLocation } from 'wouter';
import { LogOut, Presentation, ShieldCheck, Sparkles, Timer } from 'lucide-react';
import type { PublicUser } from '../../../contract/auth';
import { emailLocalPart } from '../../../contract/email-display';
import { useLogout } from '../../features/auth/use-logout';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { cn } from '../../lib/cn';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { BrandName } from './brand';
import { ROLE_LABELS } from '../../lib/roles';
import { NAV_ITEMS } from './nav-items';

function isActive(location: string, href: string) {
  return href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
}

export function Header({ user }: { user: PublicUser }) {
  const [location] = useLocation();
  const logout = useLogout();
  const links = NAV_ITEMS[user.role].header;
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4">
        <Link href="/" className="-mx-1.5 shrink-0 p-1.5" aria-label="CurtainCall home">
          <BrandName isCompact />
        </Link>
        <nav
          aria-label="Main"
          className="ml-1 hidden items-center gap-0.5 md:flex lg:ml-4 lg:gap-1"
        >
          {links.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              aria-current={isActive(location, link.href) ? 'page' : undefined}
              className={cn(
                'whitespace-nowrap rounded-lg px-2 py-2 text-sm lg:px-3 font-medium text-muted-foreground hover:bg-muted hover:text-foreground pointer-coarse:py-3',
                isActive(location, link.href) && 'bg-muted text-foreground',
              )}
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {/* customer spec 2: the bell sits between the nav and the profile link (phones too) */}
          <NotificationBell />
          <Link
            href="/profile"
            className="flex min-h-11 min-w-0 items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-muted"
            aria-label={`Profile: ${emailLocalPart(user.email)} (${ROLE_LABELS[user.role]})`}
          >
            <span className="max-w-[6rem] truncate text-sm font-medium sm:max-w-[8rem] md:max-lg:hidden">
              {emailLocalPart(user.email)}
            </span>
            <Badge
              variant={user.role === 'user' ? 'secondary' : 'accent'}
              className="whitespace-nowrap"
            >
              {ROLE_LABELS[user.role]}
            </Badge>
          </Link>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            aria-label="Logout"
            className="hidden md:inline-flex"
          >
            <LogOut />
            <span className="hidden lg:inline">
              {logout.isPending ? 'Logging out...' : 'Logout'}
            </span>
          </Button>
        </div>
      </div>
    </header>
  );
}

/** customer spec 2: logged out, the header offers the presentation and trust labels. */
export function SignedOutHeader() {
  return (
    <header className="border-b border-border bg-background/90">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4">
        <Link href="/" aria-label="CurtainCall home">
          <BrandName />
        </Link>
        <ul
          className="ml-4 hidden items-center gap-4 text-xs text-muted-foreground lg:flex"
          aria-label="Why CurtainCall"
        >
          <li className="flex items-center gap-1">
            <Timer className="size-3.5" /> Skip the post-show lines
          </li>
          <li className="flex items-center gap-1">
            <ShieldCheck className="size-3.5" /> Demo payments, no real charges
          </li>
          <li className="flex items-center gap-1">
            <Sparkles className="size-3.5" /> Local vendors near the venue
          </li>
        </ul>
        <Button asChild variant="outline" size="sm" className="ml-auto">
          <Link href="/presentation">
            <Presentation />
            View Presentation
          </Link>
        </Button>
      </div>
    </header>
  );
}
