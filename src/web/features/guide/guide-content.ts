import type { Role } from '../../../contract/auth';
import { ADMIN_SECTIONS } from './guide-admin-content';
import { CUSTOMER_SECTIONS } from './guide-customer-content';
import type { GuideSection } from './guide-types';
import { VENDOR_SECTIONS } from './guide-vendor-content';

export const SUPPORT_EMAIL = 'support@curtaincall.test';
export const SUPPORT_SUBJECT = 'CurtainCall help request';
export { DEMO_ACCOUNTS as TEST_ACCOUNTS, DEMO_PASSWORD } from '../../../contract/demo';

export { ROLE_LABELS } from '../../lib/roles';

// accounts spec 2.14: each role sees only its own section list.
const SECTIONS_BY_ROLE: Record<Role, GuideSection[]> = {
  user: CUSTOMER_SECTIONS,
  vendor: VENDOR_SECTIONS,
  admin: ADMIN_SECTIONS,
};

export function sectionsForRole(role: Role): GuideSection[] {
  return SECTIONS_BY_ROLE[role];
}
