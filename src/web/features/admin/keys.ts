// accounts spec 7: the back office's query keys, without its calls, so the live-update handlers
// (realtime.ts), which every signed-in device loads, need none of the back office's code.
export const adminKeys = {
  all: ['/api/admin'] as const,
  analytics: () => ['/api/admin/analytics'] as const,
  activity: () => ['/api/admin/activity'] as const,
  pendingVendors: () => ['/api/admin/vendors/pending'] as const,
  vendors: () => ['/api/admin/vendors'] as const,
  users: () => ['/api/admin/users'] as const,
  events: () => ['/api/admin/events'] as const,
  venues: () => ['/api/admin/venues'] as const,
  settings: () => ['/api/admin/settings'] as const,
};

/** Keys whose first element is an /api/admin URL: everything an admin write can change. */
export function isAdminKey(key: readonly unknown[]): boolean {
  return typeof key[0] === 'string' && key[0].startsWith('/api/admin/');
}
