import { describe, expect, it } from 'vitest';
import {
  cardFormSchema,
  cardMessages,
  confirmPaymentSchema,
  DEMO_CARDS,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  formatState,
  guessCardBrand,
  intentIdFromClientSecret,
  isExpired,
  paidWithLabel,
  TEST_CARD_VALUES,
  toConfirmPayload,
  WALLET_TOKEN_MAX,
  walletMessages,
} from './payments';

const messageFor = (values: unknown) => {
  const result = cardFormSchema.safeParse(values);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('card form rules (customer spec 5)', () => {
  it('accepts the pre-filled test values', () => {
    expect(cardFormSchema.safeParse(TEST_CARD_VALUES).success).toBe(true);
  });

  it.each([
    [{ cardNumber: '4242 4242 4242' }, 'Card number must be at least 16 digits'],
    [{ expiryDate: '1230' }, 'Invalid expiry date format (MM/YY)'],
    [{ expiryDate: '1/30' }, 'Invalid expiry date format (MM/YY)'],
    [{ cvc: '12' }, 'CVC must be at least 3 digits'],
    [{ nameOnCard: 'A' }, 'Name on card is required'],
    [{ email: 'alex@' }, 'Invalid email address'],
  ])('%j -> %s', (change, message) => {
    expect(messageFor({ ...TEST_CARD_VALUES, ...change })).toBe(message);
  });

  it.each([
    ['line1', '', 'Address is required'],
    ['city', '', 'City is required'],
    ['state', 'C', 'State is required'],
    ['zipCode', '9411', 'ZIP code is required'],
    ['country', '', 'Country is required'],
  ])('billing %s %j -> %s', (field, value, message) => {
    expect(
      messageFor({
        ...TEST_CARD_VALUES,
        billingAddress: { ...TEST_CARD_VALUES.billingAddress, [field]: value },
      }),
    ).toBe(message);
  });

  it('CVC: 3 or 4 digits for every card, Amex included (spec: at least 3, limited to 4)', () => {
    const amex = { ...TEST_CARD_VALUES, cardNumber: '3782 822463 10005' };
    expect(messageFor({ ...amex, cvc: '123' })).toBeUndefined();
    expect(messageFor({ ...amex, cvc: '1234' })).toBeUndefined();
    expect(messageFor({ ...amex, cvc: '12345' })).toBe('CVC must be at least 3 digits');
    const payload = toConfirmPayload('pi_abc123', { ...amex, cvc: '123' });
    expect(confirmPaymentSchema.safeParse(payload).success).toBe(true);
  });

  it('keeps the messages verbatim', () => {
    expect(cardMessages).toMatchObject({
      cardNumber: 'Card number must be at least 16 digits',
      expiryDate: 'Invalid expiry date format (MM/YY)',
      cvc: 'CVC must be at least 3 digits',
      nameOnCard: 'Name on card is required',
      email: 'Invalid email address',
      line1: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code is required',
      country: 'Country is required',
    });
  });
});

describe('card input handling (customer spec 5)', () => {
  it('groups the card number in fours and stops at 19 characters', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 4242x42424242 999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 8224 6310 005');
  });
  it('auto-formats the expiry as MM/YY within 5 characters', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/345')).toBe('12/34');
  });
  it('limits the CVC to 4 digits and the state to 2 letters', () => {
    expect(formatCvc('12a345')).toBe('1234');
    expect(formatState('cal')).toBe('CA');
  });
  it('guesses the brand from the first digit', () => {
    expect(guessCardBrand('4242')).toBe('visa');
    expect(guessCardBrand('5555')).toBe('mastercard');
    expect(guessCardBrand('2221')).toBe('mastercard');
    expect(guessCardBrand('3782')).toBe('amex');
    expect(guessCardBrand('6011')).toBe('unknown');
    expect(guessCardBrand('')).toBe('unknown');
  });
  it('knows exactly the four demo cards', () => {
    expect(Object.keys(DEMO_CARDS).sort()).toEqual([
      '378282246310005',
      '4000000000000002',
      '4242424242424242',
      '5555555555554444',
    ]);
    expect(DEMO_CARDS['4000000000000002'].outcome).toBe('decline');
  });
  it('tells an expired card by month', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(isExpired(10, 26, now)).toBe(true);
    expect(isExpired(11, 26, now)).toBe(false);
    expect(isExpired(1, 27, now)).toBe(false);
    expect(isExpired(12, 25, now)).toBe(true);
  });
});

describe('confirm payload (customer spec 7)', () => {
  it('is built from the form and accepted by the server schema', () => {
    const payload = toConfirmPayload('pi_abc123', TEST_CARD_VALUES);
    expect(payload.payment_method.card).toEqual({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 30,
      cvc: '123',
    });
    expect(payload.billing_details.address?.postal_code).toBe('94117');
    expect(confirmPaymentSchema.safeParse(payload).success).toBe(true);
  });
  it('accepts a two- or four-digit expiry year (Stripe-style clients send 2030)', () => {
    const withYear = (year: unknown) => {
      const payload = toConfirmPayload('pi_abc123', TEST_CARD_VALUES);
      return confirmPaymentSchema.safeParse({
        ...payload,
        payment_method: { card: { ...payload.payment_method.card, exp_year: year } },
      });
    };
    expect(withYear(30).data?.payment_method.card?.exp_year).toBe(30);
    expect(withYear(2030).data?.payment_method.card?.exp_year).toBe(30);
    expect(withYear('2031').data?.payment_method.card?.exp_year).toBe(31);
    expect(withYear(2000).data?.payment_method.card?.exp_year).toBe(0);
    for (const bad of [100, 999, 1999, 2100, -1, 30.5, 'soon']) {
      const result = withYear(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(cardMessages.expiryDate);
    }
  });
  it('takes a wallet instead of the card, without a billing address', () => {
    const payload = toConfirmPayload('pi_abc123', {
      wallet: { type: 'google_pay', token: '{"signature":"demo"}' },
      payerName: 'Alex Rivera',
      payerEmail: 'customer@curtaincall.test',
    });
    expect(payload.payment_method).toEqual({
      wallet: { type: 'google_pay', token: '{"signature":"demo"}' },
    });
    expect(payload.billing_details).toEqual({
      name: 'Alex Rivera',
      email: 'customer@curtaincall.test',
    });
    expect(confirmPaymentSchema.safeParse(payload).success).toBe(true);
  });
  it('refuses a bad wallet, both methods or none, and a card without its address', () => {
    const card = toConfirmPayload('pi_abc123', TEST_CARD_VALUES);
    const wallet = (value: unknown) => ({
      ...card,
      payment_method: { wallet: value },
      billing_details: { name: 'Alex Rivera', email: 'customer@curtaincall.test' },
    });
    const issue = (body: unknown) => {
      const result = confirmPaymentSchema.safeParse(body);
      expect(result.success).toBe(false);
      const [first] = result.error?.issues ?? [];
      return { path: first?.path.join('.'), message: first?.message };
    };
    expect(issue(wallet({ type: 'paypal', token: 't' }))).toEqual({
      path: 'payment_method.wallet.type',
      message: walletMessages.type,
    });
    expect(issue(wallet({ type: 'apple_pay', token: '  ' }))).toEqual({
      path: 'payment_method.wallet.token',
      message: walletMessages.token,
    });
    expect(issue(wallet({ type: 'apple_pay', token: 'x'.repeat(WALLET_TOKEN_MAX + 1) }))).toEqual({
      path: 'payment_method.wallet.token',
      message: walletMessages.tooLong,
    });
    expect(issue(wallet({ type: 'apple_pay', token: 't', brand: 'visa' })).path).toBe(
      'payment_method.wallet',
    );
    expect(
      issue({
        ...card,
        payment_method: { ...card.payment_method, wallet: { type: 'google_pay', token: 't' } },
      }),
    ).toEqual({ path: 'payment_method', message: walletMessages.oneMethod });
    expect(issue({ ...card, payment_method: {} })).toEqual({
      path: 'payment_method',
      message: walletMessages.oneMethod,
    });
    expect(
      issue({
        ...card,
        billing_details: { name: 'Alex Rivera', email: 'customer@curtaincall.test' },
      }),
    ).toEqual({ path: 'billing_details.address.line1', message: cardMessages.line1 });
  });
  it('says how an order was paid', () => {
    expect(paidWithLabel('card', 'visa', '4242')).toBe('Visa ending 4242');
    expect(paidWithLabel('google_pay', 'visa', '4242')).toBe('Google Pay · Visa •••• 4242');
    expect(paidWithLabel('apple_pay', 'mastercard', '4444')).toBe(
      'Apple Pay · Mastercard •••• 4444',
    );
  });
  it('reads the intent id before _secret', () => {
    expect(intentIdFromClientSecret('pi_abc123_secret_xyz')).toBe('pi_abc123');
  });
});
