import type { Role } from '../../../contract/auth';

export type NavLink = { href: string; label: string };

/** customer spec 2: Home and Presentation for all; Search, Orders, Artists for customers only. */
export function navLinksForRole(role: Role | undefined): NavLink[] {
  const links: NavLink[] = [{ href: '/', label: 'Home' }];
  if (role === undefined || role === 'user') {
    links.push(
      { href: '/search', label: 'Search' },
      { href: '/orders', label: 'Orders' },
      { href: '/artist-partnerships', label: 'Artists' },
    );
  }
  if (role === undefined || role === 'vendor')
    links.push({ href: '/vendor/dashboard', label: 'Dashboard' });
  if (role === undefined || role === 'admin')
    links.push({ href: '/admin/dashboard', label: 'Admin' });
  links.push({ href: '/presentation', label: 'Presentation' });
  return links;
}

export const ROLE_LABELS: Record<Role, string> = {
  user: 'Customer',
  vendor: 'Vendor',
  admin: 'Admin',
};
