import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ACCOUNT_LIMITS, loginSchema, profileUpdateSchema, signupSchema } from './auth';
import { VALID_SIGNUP } from './auth.test-support';
import { browseOrderSchema, customerNotesSchema, NOTE_MAX_LENGTH } from './orders';
import { cardFormSchema } from './payments';
import {
  MENU_DESCRIPTION_MAX_LENGTH,
  MENU_NAME_MAX_LENGTH,
  menuItemCreateSchema,
  VENDOR_LIMITS,
  vendorOrderUpdateSchema,
  vendorProfileUpdateSchema,
} from './vendor';

// Text over a length limit is answered in the words of the form, never zod's
// 'Too big: expected string to have <=100 characters' or an unrelated 'is required'.

const long = (length: number) => 'a'.repeat(length);

const order = {
  flow: 'browse',
  vendorId: 1,
  items: [{ menuItemId: 1, quantity: 1 }],
  pickupTime: 'asap',
};
const card = {
  cardNumber: '4242424242424242',
  expiryDate: '12/30',
  cvc: '123',
  nameOnCard: 'Sam Ng',
  email: 'fan@example.com',
  billingAddress: {
    line1: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    country: 'US',
  },
};

const CASES: [string, z.ZodType, unknown, string][] = [
  [
    'a 120-character last name',
    signupSchema,
    { ...VALID_SIGNUP, lastName: long(120) },
    'Last name can be at most 80 characters',
  ],
  [
    'a long first name',
    signupSchema,
    { ...VALID_SIGNUP, firstName: long(81) },
    'First name can be at most 80 characters',
  ],
  [
    'a long username',
    signupSchema,
    { ...VALID_SIGNUP, username: long(41) },
    'Username can be at most 40 characters',
  ],
  [
    'a long password',
    signupSchema,
    { ...VALID_SIGNUP, password: long(201) },
    'Password can be at most 200 characters',
  ],
  [
    'a long login password',
    loginSchema,
    { email: 'fan@example.com', password: long(201) },
    'Password can be at most 200 characters',
  ],
  [
    'a long e-mail',
    loginSchema,
    { email: `${long(250)}@example.com`, password: 'secret1' },
    'Email can be at most 254 characters',
  ],
  [
    'a long phone',
    signupSchema,
    { ...VALID_SIGNUP, phone: '5'.repeat(31) },
    'Phone can be at most 30 characters',
  ],
  [
    'a long address',
    profileUpdateSchema,
    { address: long(301) },
    'Address can be at most 300 characters',
  ],
  [
    'a long business name',
    vendorProfileUpdateSchema,
    { name: long(101) },
    'Business name can be at most 100 characters',
  ],
  [
    'a long vendor description',
    vendorProfileUpdateSchema,
    { description: long(1001) },
    'Description can be at most 1000 characters',
  ],
  [
    'a long vendor address',
    vendorProfileUpdateSchema,
    { address: long(301) },
    'Address can be at most 300 characters',
  ],
  [
    'a long menu item name',
    menuItemCreateSchema,
    { name: long(121), price: 5, category: 'mains' },
    'Name can be at most 120 characters',
  ],
  [
    'a long menu description',
    menuItemCreateSchema,
    { name: 'Fries', description: long(1001), price: 5, category: 'mains' },
    'Description can be at most 1000 characters',
  ],
  [
    'long special instructions',
    browseOrderSchema,
    { ...order, specialInstructions: long(501) },
    'Special instructions can be at most 500 characters',
  ],
  [
    'long item notes',
    browseOrderSchema,
    { ...order, items: [{ menuItemId: 1, quantity: 1, notes: long(501) }] },
    'Item notes can be at most 500 characters',
  ],
  [
    'a long customer note',
    customerNotesSchema,
    { notes: long(501) },
    'Notes can be at most 500 characters',
  ],
  [
    'a long vendor note',
    customerNotesSchema,
    { vendorNotes: long(501) },
    'Notes can be at most 500 characters',
  ],
  [
    'a long cancel reason',
    vendorOrderUpdateSchema,
    { status: 'cancelled', reason: long(501) },
    'Reason can be at most 500 characters',
  ],
  [
    'a long name on card',
    cardFormSchema,
    { ...card, nameOnCard: long(101) },
    'Name on card can be at most 100 characters',
  ],
  [
    'a long billing city',
    cardFormSchema,
    { ...card, billingAddress: { ...card.billingAddress, city: long(101) } },
    'City can be at most 100 characters',
  ],
];

describe('length limits have human messages', () => {
  it.each(CASES)('%s', (_name, schema, input, message) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('the limits the inputs use are the schemas’ own', () => {
    expect(ACCOUNT_LIMITS).toEqual({
      email: 254,
      password: 200,
      username: 40,
      firstName: 80,
      lastName: 80,
      phone: 30,
      address: 300,
    });
    expect(VENDOR_LIMITS).toEqual({ name: 100, description: 1000, address: 300 });
    expect([NOTE_MAX_LENGTH, MENU_NAME_MAX_LENGTH, MENU_DESCRIPTION_MAX_LENGTH]).toEqual([
      500, 120, 1000,
    ]);
  });
});
