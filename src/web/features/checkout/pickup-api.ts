import { useQuery } from '@tanstack/react-query';
import {
  pickupSlotFullErrorSchema,
  pickupSlotsAnswerSchema,
  type PickupSlotFullError,
  type PickupSlotsAnswer,
} from '../../../contract/pickup-slots';
import { HttpError, parsedQueryFn } from '../../lib/api';
import { checkoutKeys } from './api';

// The vendor's pickup slots and the 409 of a full one.

const readSlots = parsedQueryFn(pickupSlotsAnswerSchema);

/**
 * GET /api/vendors/{id}/pickup-slots. Fresh for 30 s: slots fill as people order, and the
 * socket's pickup_slots_update refetches it at once (checkout/realtime.ts).
 */
export function usePickupSlots(vendorId: number | null) {
  return useQuery<PickupSlotsAnswer>({
    queryKey: checkoutKeys.pickupSlots(vendorId ?? 0),
    queryFn: readSlots,
    enabled: vendorId !== null,
    staleTime: 30_000,
  });
}

export type SlotFull = PickupSlotFullError;

/** The server's answer when the chosen slot filled up: its message and the next free slots. */
export function slotFullError(error: unknown): SlotFull | null {
  if (!(error instanceof HttpError) || error.code !== 'PICKUP_SLOT_FULL') return null;
  const parsed = pickupSlotFullErrorSchema.safeParse(error.json);
  return parsed.success ? parsed.data : null;
}
