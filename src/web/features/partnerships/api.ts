import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { customerOrderViewSchema } from '../../../contract/orders';
import {
  artistViewSchema,
  partnershipViewSchema,
  specialOfferingViewSchema,
  type SpecialOfferingView,
} from '../../../contract/partnerships';
import { apiParsed, parsedQueryFn, unlessQueued } from '../../lib/api';
import { orderKeys } from '../orders/api';

// accounts spec 2.13 and 7: the artist page's three public lists; keys start with the URL.
export const partnershipKeys = {
  artists: ['/api/artists'] as const,
  partnerships: ['/api/partnerships'] as const,
  offerings: ['/api/special-offerings'] as const,
};

// the offerings' stock moves while the page is open; the socket keeps it current (realtime.ts)
const LIST_STALE_MS = 60_000;

export function useArtists() {
  return useQuery({
    queryKey: partnershipKeys.artists,
    queryFn: parsedQueryFn(z.array(artistViewSchema)),
    staleTime: LIST_STALE_MS,
  });
}

export function usePartnerships() {
  return useQuery({
    queryKey: partnershipKeys.partnerships,
    queryFn: parsedQueryFn(z.array(partnershipViewSchema)),
    staleTime: LIST_STALE_MS,
  });
}

export function useSpecialOfferings() {
  return useQuery({
    queryKey: partnershipKeys.offerings,
    queryFn: parsedQueryFn(z.array(specialOfferingViewSchema)),
    staleTime: LIST_STALE_MS,
  });
}

/** issue 12: one offering's new stock, written into the cached list in place. */
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

/**
 * POST /api/special-offerings/{id}/pre-orders with the caller's Idempotency-Key (one per dialog,
 * so a retry after a lost answer never reserves twice). The answer is the unpaid order that holds
 * the stock.
 */
export function usePreOrder(offeringId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ quantity, idempotencyKey }: { quantity: number; idempotencyKey: string }) =>
      apiParsed(
        customerOrderViewSchema,
        'POST',
        `/api/special-offerings/${offeringId}/pre-orders`,
        { quantity },
        { headers: { 'Idempotency-Key': idempotencyKey } },
      ).then(unlessQueued),
    onSuccess: () => void client.invalidateQueries({ predicate: orderKeys.isAnyOrderQuery }),
    // whatever the refusal (sold out, closed, short), the list shows the stock as it is now
    onSettled: () => void client.invalidateQueries({ queryKey: partnershipKeys.offerings }),
  });
}
