import {
  BookOpen,
  ClipboardList,
  Home,
  LayoutDashboard,
  Mic2,
  Presentation,
  Search,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '../../../contract/auth';

export type NavItem = { href: string; label: string; icon: LucideIcon };

// Every place the navigation can point to, named once.
const ITEMS = {
  home: { href: '/', label: 'Home', icon: Home },
  search: { href: '/search', label: 'Search', icon: Search },
  orders: { href: '/orders', label: 'Orders', icon: ClipboardList },
  artists: { href: '/artist-partnerships', label: 'Artists', icon: Mic2 },
  vendorDashboard: { href: '/vendor/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  adminDashboard: { href: '/admin/dashboard', label: 'Admin', icon: LayoutDashboard },
  crew: { href: '/admin/talent-crew', label: 'Crew', icon: Users },
  guide: { href: '/guide', label: 'Guide', icon: BookOpen },
  profile: { href: '/profile', label: 'Profile', icon: User },
  presentation: { href: '/presentation', label: 'Presentation', icon: Presentation },
} satisfies Record<string, NavItem>;

/**
 * customer spec 2, Header and navigation: the header links and the bottom bar (under 768 px) of
 * each role. The header: Home and Presentation for all; Search, Orders, Artists for customers.
 * The bottom bar: customer spec 2 lists Home, Search, Artists, Orders, Profile.
 */
export const NAV_ITEMS: Record<Role, { header: NavItem[]; bottomBar: NavItem[] }> = {
  user: {
    header: [ITEMS.home, ITEMS.search, ITEMS.orders, ITEMS.artists, ITEMS.presentation],
    bottomBar: [ITEMS.home, ITEMS.search, ITEMS.artists, ITEMS.orders, ITEMS.profile],
  },
  vendor: {
    header: [ITEMS.home, ITEMS.vendorDashboard, ITEMS.presentation],
    bottomBar: [ITEMS.vendorDashboard, ITEMS.guide, ITEMS.profile],
  },
  admin: {
    header: [ITEMS.home, ITEMS.adminDashboard, ITEMS.presentation],
    bottomBar: [ITEMS.adminDashboard, ITEMS.crew, ITEMS.guide, ITEMS.profile],
  },
};

/** The header's links; with no role (no one signed in yet) every link of every role. */
export function navLinksForRole(role: Role | undefined): NavItem[] {
  if (role !== undefined) return NAV_ITEMS[role].header;
  const links: NavItem[] = [];
  for (const item of Object.values(NAV_ITEMS).flatMap((items) => items.header)) {
    if (item !== ITEMS.presentation && !links.includes(item)) links.push(item);
  }
  return [...links, ITEMS.presentation];
}
