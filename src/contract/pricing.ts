// customer spec 9: browse checkout has a flat $2.00 service fee and 8 % tax on the subtotal; demo
// checkout has a 5 % service fee and 8 % tax. Total = subtotal + fee + tax. Each part is rounded
// to the cent (half away from zero) on its own, so the parts always add up to the total.
//
// customer spec 2, Search: a vendor rated above 4.7 shows '20% OFF', and the offer is real: 20 %
// off the item subtotal. Tax and the demo flow's 5 % fee are worked out on the discounted
// subtotal (what the customer pays for the food); the browse flow's flat fee is unchanged.
// Total = subtotal - discount + fee + tax (docs/decisions.md).
import type { OrderFlow } from './orders';

export const BROWSE_SERVICE_FEE_CENTS = 200;
export const DEMO_SERVICE_FEE_RATE = 0.05;
export const TAX_RATE = 0.08;
export const VENDOR_OFFER_MIN_RATING = 4.7;
export const VENDOR_OFFER_RATE = 0.2;
/** A client total within this many cents of the server's is accepted. */
export const TOTAL_TOLERANCE_CENTS = 1;

export type PricedLine = { unitPriceCents: number; quantity: number };
export type PriceBreakdown = {
  subtotalCents: number;
  discountCents: number;
  serviceFeeCents: number;
  taxCents: number;
  totalCents: number;
};

const roundCents = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

export function subtotalOf(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
}

/** The '20% OFF' badge and the discount it promises (customer spec 2, Search). */
export function hasVendorOffer(vendor: { rating: number }): boolean {
  return vendor.rating > VENDOR_OFFER_MIN_RATING;
}

export function priceOrder(
  lines: readonly PricedLine[],
  flow: OrderFlow,
  vendor: { rating: number } = { rating: 0 },
): PriceBreakdown {
  const subtotalCents = subtotalOf(lines);
  const discountCents = hasVendorOffer(vendor) ? roundCents(subtotalCents * VENDOR_OFFER_RATE) : 0;
  const discountedCents = subtotalCents - discountCents;
  const serviceFeeCents =
    subtotalCents === 0
      ? 0
      : flow === 'demo'
        ? roundCents(discountedCents * DEMO_SERVICE_FEE_RATE)
        : BROWSE_SERVICE_FEE_CENTS;
  const taxCents = roundCents(discountedCents * TAX_RATE);
  return {
    subtotalCents,
    discountCents,
    serviceFeeCents,
    taxCents,
    totalCents: discountedCents + serviceFeeCents + taxCents,
  };
}

/**
 * A tip (contract/tips.ts) goes on top of the priced order and into its total: the card pays it
 * with the food, and the vendor gets it. Tips are card-only, so a meal ticket never pays one.
 */
export function addTip<Price extends { totalCents: number }>(
  price: Price,
  tipCents: number,
): Price & { tipCents: number } {
  return { ...price, tipCents, totalCents: price.totalCents + tipCents };
}

/**
 * accounts spec 3, checkout with a talent & crew meal ticket: the ticket pays up to its allowance
 * and never more than the order comes to, so the total left to pay is never below zero.
 */
export function applyMealAllowance(
  totalCents: number,
  allowanceCents: number,
): { mealAllowanceCents: number; totalCents: number } {
  const mealAllowanceCents = Math.max(0, Math.min(allowanceCents, totalCents));
  return { mealAllowanceCents, totalCents: totalCents - mealAllowanceCents };
}
