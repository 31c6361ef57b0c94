import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActivityEntry,
  AdminAnalytics,
  AdminEventView,
  AdminUserUpdate,
  AdminUserView,
  AdminVendorView,
  AdminVenueView,
  EventCreate,
  EventUpdate,
  SettingView,
  VenueCreate,
} from '../../../contract/admin';
import { apiJson, unlessQueued } from '../../lib/api';
import { appStatusKeys } from '../app-status/api';
import { adminKeys, isAdminKey } from './keys';

// the keys are in keys.ts (no zod, no calls) for the live-update handlers; callers get them here
export { adminKeys, isAdminKey };

// accounts spec 7: the back office's calls. Reads use the default queryFn (key[0] is the URL).
export const useAdminAnalytics = () =>
  useQuery<AdminAnalytics>({ queryKey: adminKeys.analytics() });
export const useAdminActivity = () => useQuery<ActivityEntry[]>({ queryKey: adminKeys.activity() });
export const usePendingVendors = () =>
  useQuery<AdminVendorView[]>({ queryKey: adminKeys.pendingVendors() });
export const useAdminVendors = () => useQuery<AdminVendorView[]>({ queryKey: adminKeys.vendors() });
export const useAdminUsers = () => useQuery<AdminUserView[]>({ queryKey: adminKeys.users() });
export const useAdminEvents = () => useQuery<AdminEventView[]>({ queryKey: adminKeys.events() });
export const useAdminVenues = () => useQuery<AdminVenueView[]>({ queryKey: adminKeys.venues() });
export const useAdminSettings = () => useQuery<SettingView[]>({ queryKey: adminKeys.settings() });

/**
 * An admin write changes counts, lists and Recent Activity at once (a vendor approval moves the
 * stat cards, the pending list, the vendor list and the audit log), so every admin read refetches.
 */
function useAdminMutation<Variables, Result>(run: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ predicate: (query) => isAdminKey(query.queryKey) }),
  });
}

/** PATCH /api/admin/vendors/{vendorId}/approve. */
export const useDecideVendor = () =>
  useAdminMutation(
    ({ vendorId, approved, reason }: { vendorId: number; approved: boolean; reason?: string }) =>
      apiJson<AdminVendorView>('PATCH', `/api/admin/vendors/${vendorId}/approve`, {
        approved,
        ...(reason ? { reason } : {}),
      }).then(unlessQueued),
  );

/** PATCH /api/admin/vendors/{vendorId}: suspend or reactivate. */
export const useSuspendVendor = () =>
  useAdminMutation(
    ({ vendorId, suspended, reason }: { vendorId: number; suspended: boolean; reason?: string }) =>
      apiJson<AdminVendorView>('PATCH', `/api/admin/vendors/${vendorId}`, {
        suspended,
        ...(reason ? { reason } : {}),
      }).then(unlessQueued),
  );

/** PATCH /api/admin/users/{id}. */
export const useUpdateUser = () =>
  useAdminMutation(({ id, body }: { id: number; body: AdminUserUpdate }) =>
    apiJson<AdminUserView>('PATCH', `/api/admin/users/${id}`, body).then(unlessQueued),
  );

/** POST /api/admin/events, or PATCH /api/admin/events/{id} with the fields that changed. */
export const useSaveEvent = () =>
  useAdminMutation(({ id, body }: { id?: number; body: EventCreate | EventUpdate }) =>
    id === undefined
      ? apiJson<AdminEventView>('POST', '/api/admin/events', body).then(unlessQueued)
      : apiJson<AdminEventView>('PATCH', `/api/admin/events/${id}`, body).then(unlessQueued),
  );

/** POST /api/admin/venues. */
export const useCreateVenue = () =>
  useAdminMutation((body: VenueCreate) =>
    apiJson<AdminVenueView>('POST', '/api/admin/venues', body).then(unlessQueued),
  );

/** PUT /api/admin/settings/{key}; the app status (the maintenance banner) is read again at once. */
export function useUpdateSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: string }) =>
      apiJson<SettingView>('PUT', `/api/admin/settings/${encodeURIComponent(key)}`, { value }).then(
        unlessQueued,
      ),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ predicate: (query) => isAdminKey(query.queryKey) }),
        client.invalidateQueries({ queryKey: appStatusKeys.status }),
      ]),
  });
}
