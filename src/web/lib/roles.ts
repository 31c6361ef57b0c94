import type { Role } from '../../contract/auth';

/** How each role is named to people (header badge, profile, guide). */
export const ROLE_LABELS: Record<Role, string> = {
  user: 'Customer',
  vendor: 'Vendor',
  admin: 'Admin',
};
