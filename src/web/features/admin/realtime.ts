// accounts spec 7: a 'vendor_update' (a new application, an approval elsewhere) refreshes the
// back office's vendor lists.
import { onServerMessage, onSocketOpen, refreshChanged } from '../../lib/realtime/server-messages';
import { adminKeys, isAdminKey } from './keys';

export function registerAdminMessages(): () => void {
  const unregister = [
    // only an admin's cache holds these; for anyone else this touches nothing
    onServerMessage('vendor_update', (_message, { client }) => {
      void refreshChanged(client, { queryKey: adminKeys.pendingVendors() });
      void refreshChanged(client, { queryKey: adminKeys.vendors() });
    }),
    onSocketOpen(({ reconnect }, { client }) => {
      if (reconnect)
        void refreshChanged(client, { predicate: (query) => isAdminKey(query.queryKey) });
    }),
  ];
  return () => unregister.forEach((off) => off());
}
