import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { customerOrderViewSchema } from '../../../contract/orders';
import {
  artistViewSchema,
  partnershipViewSchema,
  specialOfferingViewSchema,
} from '../../../contract/partnerships';
import { apiParsed, parsedQueryFn, unlessQueued } from '../../lib/api';
import { orderKeys } from '../orders/api';
import { partnershipKeys, setOfferingRemaining } from './keys';

// the keys are in keys.ts (no zod, no calls) for the live-update handlers; callers get them here
export { partnershipKeys, setOfferingRemaining };

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
