import { describe, expect, it } from 'vitest';
import { applyMealAllowance } from './pricing';

// accounts spec 3: a meal ticket pays up to its allowance, never more than the order comes to.

describe('applyMealAllowance', () => {
  it('takes the whole allowance off a larger total', () => {
    expect(applyMealAllowance(2258, 1500)).toEqual({ mealAllowanceCents: 1500, totalCents: 758 });
  });

  it('never goes below zero: a smaller order is covered and the rest of the allowance unused', () => {
    expect(applyMealAllowance(631, 1500)).toEqual({ mealAllowanceCents: 631, totalCents: 0 });
    expect(applyMealAllowance(1500, 1500)).toEqual({ mealAllowanceCents: 1500, totalCents: 0 });
  });

  it('takes nothing off for an allowance of zero', () => {
    expect(applyMealAllowance(999, 0)).toEqual({ mealAllowanceCents: 0, totalCents: 999 });
  });
});
