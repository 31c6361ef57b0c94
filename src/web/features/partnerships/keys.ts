// The artist page's query keys and the one cache write the live updates make, without its calls,
// so the live-update handlers (realtime.ts), which every signed-in device loads, need no schemas.
import type { QueryClient } from '@tanstack/react-query';
import type { SpecialOfferingView } from '../../../contract/partnerships';

// accounts spec 2.13 and 7: the artist page's three public lists; keys start with the URL.
export const partnershipKeys = {
  artists: ['/api/artists'] as const,
  partnerships: ['/api/partnerships'] as const,
  offerings: ['/api/special-offerings'] as const,
};

/** One offering's new stock, written into the cached list in place. */
export function setOfferingRemaining(
  client: QueryClient,
  offeringId: number,
  remainingQuantity: number,
) {
  client.setQueryData<SpecialOfferingView[]>(partnershipKeys.offerings, (list) =>
    list?.map((offering) =>
      offering.id === offeringId ? { ...offering, remainingQuantity } : offering,
    ),
  );
}
