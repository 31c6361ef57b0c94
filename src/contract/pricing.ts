// customer spec 9: browse checkout has a flat $2.00 service fee and 8 % tax on the subtotal; demo
// checkout has a 5 % service fee and 8 % tax. Total = subtotal + fee + tax. Each part is rounded
// to the cent (half away from zero) on its own, so the parts always add up to the total.
import type { OrderFlow } from './orders';

export const BROWSE_SERVICE_FEE_CENTS = 200;
export const DEMO_SERVICE_FEE_RATE = 0.05;
export const TAX_RATE = 0.08;
/** A client total within this many cents of the server's is accepted. */
export const TOTAL_TOLERANCE_CENTS = 1;

export type PricedLine = { unitPriceCents: number; quantity: number };
export type PriceBreakdown = {
  subtotalCents: number;
  serviceFeeCents: number;
  taxCents: number;
  totalCents: number;
};

const roundCents = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

export function subtotalOf(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
}

export function priceOrder(lines: readonly PricedLine[], flow: OrderFlow): PriceBreakdown {
  const subtotalCents = subtotalOf(lines);
  const serviceFeeCents =
    subtotalCents === 0
      ? 0
      : flow === 'demo'
        ? roundCents(subtotalCents * DEMO_SERVICE_FEE_RATE)
        : BROWSE_SERVICE_FEE_CENTS;
  const taxCents = roundCents(subtotalCents * TAX_RATE);
  return {
    subtotalCents,
    serviceFeeCents,
    taxCents,
    totalCents: subtotalCents + serviceFeeCents + taxCents,
  };
}
