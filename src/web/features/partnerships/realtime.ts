// Stock changes reach every open artist page live. An 'offering_update' writes the new
// remaining quantity into the cached list at once (bar and button change without a round trip),
// then the list is read again for anything else that changed with it.
import type { QueryClient } from '@tanstack/react-query';
import { onServerMessage, onSocketOpen, refreshChanged } from '../../lib/realtime/server-messages';
import { partnershipKeys, setOfferingRemaining } from './keys';

function refetchOfferings(client: QueryClient) {
  return refreshChanged(client, { queryKey: partnershipKeys.offerings });
}

export function registerPartnershipMessages(): () => void {
  const unregister = [
    onServerMessage('offering_update', ({ data }, { client }) => {
      setOfferingRemaining(client, data.offeringId, data.remainingQuantity);
      void refetchOfferings(client);
    }),
    onSocketOpen(({ reconnect }, { client }) => {
      if (reconnect) void refetchOfferings(client);
    }),
  ];
  return () => unregister.forEach((off) => off());
}
