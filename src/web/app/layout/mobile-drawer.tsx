import { Link } from 'wouter';
import { BookOpen, LayoutDashboard, LogOut, ShoppingBag, Zap, type LucideIcon } from 'lucide-react';
import type { PublicUser } from '../../../contract/auth';
import { useLogout } from '../../features/auth/use-logout';
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '../../components/ui/dialog';

/** The bottom bar's drawer: shortcuts and account actions (customer spec 9, mobile breakpoint). */
export function MobileDrawer({
  user,
  isOpen,
  onOpenChange,
}: {
  user: PublicUser;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const logout = useLogout();
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <SheetContent aria-describedby="mobile-drawer-description">
        <DialogTitle>Menu</DialogTitle>
        <DialogDescription id="mobile-drawer-description" className="sr-only">
          Shortcuts and account actions
        </DialogDescription>
        <ul className="grid gap-1" onClick={() => onOpenChange(false)}>
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
