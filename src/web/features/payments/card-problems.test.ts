import { describe, expect, it } from 'vitest';
import { cardMessages, INVALID_CARD_MESSAGE } from '../../../contract/payments';
import { HttpError, NetworkError } from '../../lib/api';
import { cardProblems } from './card-problems';

const refusal = (status: number, body: unknown) => new HttpError(status, JSON.stringify(body));

describe('cardProblems', () => {
  it('puts a decline at the card number', () => {
    const declined = refusal(402, {
      code: 'PAYMENT_DECLINED',
      message: 'Your card was declined.',
    });
    expect(cardProblems(declined, 'Your card was declined.')).toEqual([
      { field: 'cardNumber', message: 'Your card was declined.' },
    ]);
  });

  it('puts an invalid number and an expired card at their fields, in the server words', () => {
    const invalid = refusal(400, {
      code: 'INVALID_CARD',
      message: INVALID_CARD_MESSAGE,
      issues: [{ path: 'body.payment_method.card.number', message: INVALID_CARD_MESSAGE }],
    });
    const expired = refusal(400, {
      code: 'VALIDATION_FAILED',
      message: cardMessages.expired,
      issues: [{ path: 'body.payment_method.card.exp_month', message: cardMessages.expired }],
    });
    expect(cardProblems(invalid, 'x')).toEqual([
      { field: 'cardNumber', message: INVALID_CARD_MESSAGE },
    ]);
    expect(cardProblems(expired, 'x')).toEqual([
      { field: 'expiryDate', message: cardMessages.expired },
    ]);
  });

  it('has none for failures that are not the card', () => {
    const changed = refusal(409, { code: 'ORDER_CHANGED', message: 'The total changed.' });
    expect(cardProblems(changed, 'x')).toEqual([]);
    expect(cardProblems(new NetworkError('offline'), 'x')).toEqual([]);
  });
});
