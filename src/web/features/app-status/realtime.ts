// accounts spec 2.11: an admin's maintenance switch reaches every open screen at once.
import { onServerMessage, onSocketOpen, refreshChanged } from '../../lib/realtime/server-messages';
import { appStatusKeys } from './api';

export function registerAppStatusMessages(): () => void {
  const unregister = [
    onServerMessage('app_status', (_message, { client }) => {
      void refreshChanged(client, { queryKey: appStatusKeys.status });
    }),
    onSocketOpen(({ reconnect }, { client }) => {
      if (reconnect) void refreshChanged(client, { queryKey: appStatusKeys.status });
    }),
  ];
  return () => unregister.forEach((off) => off());
}
