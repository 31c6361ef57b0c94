// The checkout's query keys, without its calls, so the live-update handlers (realtime.ts), which
// every signed-in device loads, need none of the card form's code.
import type { OrderFlow } from '../../../contract/orders';

export type QuoteInput = {
  flow: OrderFlow;
  vendorId: number;
  items: { menuItemId: number; quantity: number; partnershipId?: number; optionIds?: number[] }[];
  /** A talent & crew meal ticket the quote takes off the total (accounts spec 3). */
  mealTicketCode?: string;
  /** The customer's tip in dollars ('1.92'); never with a meal ticket. */
  tip?: string;
};

export const checkoutKeys = {
  quote: (input: QuoteInput) =>
    [
      '/api/orders/quote',
      input.flow,
      input.vendorId,
      input.items
        .map(
          (line) =>
            `${line.menuItemId}x${line.quantity}${line.partnershipId ? `p${line.partnershipId}` : ''}${line.optionIds?.length ? `o${line.optionIds.join('.')}` : ''}`,
        )
        .join(','),
      input.mealTicketCode ?? '',
      input.tip ?? '',
    ] as const,
  noQuote: ['/api/orders/quote', 'none'] as const,
  /** One vendor's pickup slots with their room, refetched on pickup_slots_update. */
  pickupSlots: (vendorId: number) => [`/api/vendors/${vendorId}/pickup-slots`] as const,
  allPickupSlots: (query: { queryKey: readonly unknown[] }): boolean => {
    const first = query.queryKey[0];
    return typeof first === 'string' && first.endsWith('/pickup-slots');
  },
};
