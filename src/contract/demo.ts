/** The seeded demo accounts (architecture guide), listed on the sign-in screen, guide and presentation. */
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ACCOUNTS = [
  { role: 'Customer', email: 'customer@curtaincall.test' },
  { role: 'Vendor', email: 'vendor@curtaincall.test' },
  { role: 'Admin', email: 'admin@curtaincall.test' },
] as const;
