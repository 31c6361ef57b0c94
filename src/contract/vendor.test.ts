import { describe, expect, it, vi } from 'vitest';
import {
  CUISINES,
  DEFAULT_PREP_MINUTES,
  generatePickupCode,
  IMAGE_URL_MESSAGE,
  invalidTransitionMessage,
  isAllowedImageUrl,
  isSelectableCuisine,
  isUrgentPriority,
  isValidPickupCodeFormat,
  menuItemCreateSchema,
  menuItemUpdateSchema,
  normalizePickupCode,
  orderPriorityUpdateSchema,
  parsePrepMinutes,
  pickupCodeMatches,
  PICKUP_CODE_ALPHABET,
  PICKUP_CODE_FORMAT_MESSAGE,
  PICKUP_CODE_LENGTH,
  REQUIRED_FIELDS_MESSAGE,
  SERVICE_DAY_START_HOUR,
  startOfServiceDay,
  vendorOrderUpdateSchema,
  vendorProfileUpdateSchema,
  vendorSettingsMessages,
} from './vendor';
import { customerNotesSchema } from './orders';
import { heldOrdersShiftSchema, pickupSlotPauseSchema } from './pickup-slots';

type Issue = { path: PropertyKey[]; message: string };
const issuesOf = (result: { success: boolean; error?: { issues: Issue[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('pickup codes', () => {
  it('use 4 characters of an alphabet without 0, O, 1, I or L', () => {
    expect(PICKUP_CODE_LENGTH).toBe(4);
    for (const ambiguous of ['0', 'O', '1', 'I', 'L'])
      expect(PICKUP_CODE_ALPHABET).not.toContain(ambiguous);
    expect(new Set(PICKUP_CODE_ALPHABET).size).toBe(PICKUP_CODE_ALPHABET.length);
    expect(PICKUP_CODE_ALPHABET).toHaveLength(31);
  });

  it('normalise by trimming and upper-casing', () => {
    expect(normalizePickupCode('  k7q2 ')).toBe('K7Q2');
    expect(normalizePickupCode('ABCD')).toBe('ABCD');
  });

  it('accept exactly four characters of the alphabet, in any case', () => {
    expect(isValidPickupCodeFormat('K7Q2')).toBe(true);
    expect(isValidPickupCodeFormat(' k7q2 ')).toBe(true);
    expect(isValidPickupCodeFormat('K7Q')).toBe(false);
    expect(isValidPickupCodeFormat('K7Q22')).toBe(false);
    expect(isValidPickupCodeFormat('O0I1')).toBe(false);
    expect(isValidPickupCodeFormat('AB-C')).toBe(false);
    expect(isValidPickupCodeFormat('')).toBe(false);
  });
});

describe('generatePickupCode', () => {
  it('makes 4 characters of the alphabet, upper case', () => {
    for (let index = 0; index < 200; index += 1) {
      const code = generatePickupCode();
      expect(code).toHaveLength(PICKUP_CODE_LENGTH);
      expect(code).toBe(code.toUpperCase());
      for (const character of code) expect(PICKUP_CODE_ALPHABET).toContain(character);
      expect(isValidPickupCodeFormat(code)).toBe(true);
    }
  });

  it('varies from code to code and uses the whole alphabet', () => {
    const codes = Array.from({ length: 500 }, () => generatePickupCode());
    expect(new Set(codes).size).toBeGreaterThan(490);
    expect(new Set(codes.join('')).size).toBe(PICKUP_CODE_ALPHABET.length);
  });

  it('draws from Web Crypto and skips the bytes that would favour the first letters', () => {
    // 31 letters: bytes 248-255 would map to A-H a ninth time, so they are drawn again
    const draws = [
      [255, 248, 0, 30, 31, 62, 247, 1],
      [2, 3, 4, 5, 6, 7, 8, 9],
    ];
    const random = vi
      .spyOn(globalThis.crypto, 'getRandomValues')
      .mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
        const bytes = array as unknown as Uint8Array;
        bytes.set((draws.shift() ?? []).slice(0, bytes.length));
        return array;
      });
    try {
      const alphabet = PICKUP_CODE_ALPHABET;
      expect(generatePickupCode()).toBe(
        `${alphabet[0]}${alphabet[30]}${alphabet[0]}${alphabet[0]}`,
      );
      expect(random).toHaveBeenCalledTimes(1);
    } finally {
      random.mockRestore();
    }
  });
});

describe('pickupCodeMatches', () => {
  it('matches in any case and with surrounding spaces', () => {
    expect(pickupCodeMatches('K7Q2', 'K7Q2')).toBe(true);
    expect(pickupCodeMatches('K7Q2', 'k7q2')).toBe(true);
    expect(pickupCodeMatches('K7Q2', '  k7Q2\t')).toBe(true);
    expect(pickupCodeMatches('k7q2', 'K7Q2')).toBe(true);
  });

  it('refuses another code, a missing code and an order without one', () => {
    expect(pickupCodeMatches('K7Q2', 'K7Q3')).toBe(false);
    expect(pickupCodeMatches('K7Q2', 'K7Q')).toBe(false);
    expect(pickupCodeMatches('K7Q2', 'K 7Q2')).toBe(false);
    expect(pickupCodeMatches('K7Q2', '')).toBe(false);
    expect(pickupCodeMatches('K7Q2', undefined)).toBe(false);
    expect(pickupCodeMatches(null, 'K7Q2')).toBe(false);
    expect(pickupCodeMatches('', '')).toBe(false);
    expect(pickupCodeMatches(null, null)).toBe(false);
  });
});

describe('startOfServiceDay (a night venue’s "today" starts at 05:00 local time)', () => {
  /** 15 June 2030 at hh:mm local time; dayOffset moves the day. */
  const local = (hours: number, minutes = 0, dayOffset = 0) =>
    new Date(2030, 5, 15 + dayOffset, hours, minutes);

  it.each([
    ['04:59 belongs to the night before', local(4, 59), local(5, 0, -1)],
    ['05:00 starts a new day', local(5, 0), local(5, 0)],
    ['23:59 is still that day', local(23, 59), local(5, 0)],
    ['00:10 after a late show is still the evening’s day', local(0, 10, 1), local(5, 0)],
    [
      '04:59:59.999 is the last moment of the day',
      new Date(2030, 5, 16, 4, 59, 59, 999),
      local(5, 0),
    ],
  ])('%s', (_label, now, start) => {
    expect(startOfServiceDay(now)).toEqual(start);
  });

  it('starts at 05:00 and does not change its argument', () => {
    expect(SERVICE_DAY_START_HOUR).toBe(5);
    const now = local(12, 30);
    startOfServiceDay(now);
    expect(now).toEqual(local(12, 30));
  });

  it('crosses a month and a year', () => {
    expect(startOfServiceDay(new Date(2031, 0, 1, 0, 10))).toEqual(new Date(2030, 11, 31, 5, 0));
    expect(startOfServiceDay(new Date(2030, 6, 1, 3, 0))).toEqual(new Date(2030, 5, 30, 5, 0));
  });
});

describe('vendorOrderUpdateSchema', () => {
  it('takes a status alone, and normalises the pickup code', () => {
    expect(vendorOrderUpdateSchema.parse({ status: 'confirmed' })).toEqual({ status: 'confirmed' });
    expect(
      vendorOrderUpdateSchema.parse({ status: 'completed', pickupCode: ' k7q2', notes: ' ok ' }),
    ).toEqual({ status: 'completed', pickupCode: 'K7Q2', notes: 'ok' });
  });

  it('treats empty optional texts as not given', () => {
    expect(
      vendorOrderUpdateSchema.parse({
        status: 'cancelled',
        reason: ' ',
        notes: '',
        pickupCode: '',
      }),
    ).toEqual({ status: 'cancelled' });
  });

  it('names the bad fields', () => {
    const result = vendorOrderUpdateSchema.safeParse({
      status: 'eaten',
      pickupCode: 'O0O0',
      overridePickupCode: 'yes',
      notes: 'x'.repeat(501),
    });
    expect(issuesOf(result)).toEqual([
      [
        'status',
        'Status must be one of pending, confirmed, preparing, ready, completed, cancelled, delayed',
      ],
      ['notes', 'Notes can be at most 500 characters'],
      ['pickupCode', PICKUP_CODE_FORMAT_MESSAGE],
      ['overridePickupCode', 'overridePickupCode must be true or false'],
    ]);
  });

  it('words an illegal transition with both statuses', () => {
    expect(invalidTransitionMessage('completed', 'preparing')).toBe(
      'Cannot change an order from completed to preparing',
    );
  });
});

describe('orderPriorityUpdateSchema (accounts spec 4)', () => {
  it('takes the four priorities; urgent alone means isUrgent', () => {
    expect(orderPriorityUpdateSchema.parse({ priority: 'high', isUrgent: true })).toEqual({
      priority: 'high',
      isUrgent: true,
    });
    expect(orderPriorityUpdateSchema.safeParse({ priority: 'asap' }).success).toBe(false);
    expect(isUrgentPriority('urgent')).toBe(true);
    expect(['low', 'normal', 'high'].map((p) => isUrgentPriority(p as 'low'))).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('menuItemCreateSchema (accounts spec 5, menu item save)', () => {
  it('turns dollars (number or string) into cents and fills the defaults', () => {
    expect(
      menuItemCreateSchema.parse({ name: ' Fries ', price: '4.5', category: 'sides' }),
    ).toEqual({
      name: 'Fries',
      description: '',
      price: 450,
      category: 'sides',
      isAvailable: true,
      allergens: [],
      dietaryTags: [],
      stockCount: null,
      dailyStockCount: null,
      optionGroups: [],
    });
    expect(
      menuItemCreateSchema.parse({ name: 'Shake', price: 7.99, category: 'beverages' }).price,
    ).toBe(799);
    expect(menuItemCreateSchema.parse({ name: 'A', price: 0.1, category: 'mains' }).price).toBe(10);
    expect(menuItemCreateSchema.parse({ name: 'A', price: 1000, category: 'mains' }).price).toBe(
      100_000,
    );
  });

  it('says "Please fill in all required fields." for each missing required field', () => {
    const expected = ['name', 'price', 'category'].map((field) => [field, REQUIRED_FIELDS_MESSAGE]);
    expect(issuesOf(menuItemCreateSchema.safeParse({}))).toEqual(expected);
    expect(
      issuesOf(menuItemCreateSchema.safeParse({ name: ' ', price: null, category: '' })),
    ).toEqual(expected);
  });

  it.each([
    [{ price: 0 }, 'Price must be greater than 0'],
    [{ price: 1000.01 }, 'Price cannot be more than $1000'],
    [{ price: 1.005 }, 'Price can have at most 2 decimal places'],
    [{ price: '1,50' }, 'Price must be a number such as 12.50'],
    [
      { category: 'snacks' },
      'Category must be one of appetizers, mains, sides, desserts, beverages, specials',
    ],
    [{ imageUrl: 'ftp://x/y.png' }, IMAGE_URL_MESSAGE],
  ])('refuses %j', (change, message) => {
    const result = menuItemCreateSchema.safeParse({
      name: 'A',
      price: 5,
      category: 'mains',
      ...change,
    });
    expect(issuesOf(result).map(([, text]) => text)).toEqual([message]);
  });

  it('allows only /images/ paths and https URLs as images', () => {
    expect(isAllowedImageUrl('/images/menu/burger.svg')).toBe(true);
    expect(isAllowedImageUrl('https://cdn.example.com/a.jpg')).toBe(true);
    expect(isAllowedImageUrl('/images/../secrets')).toBe(false);
    expect(isAllowedImageUrl('//evil.example.com/a.png')).toBe(false);
    expect(isAllowedImageUrl('http://example.com/a.png')).toBe(false);
    expect(isAllowedImageUrl('javascript:alert(1)')).toBe(false);
    expect(
      menuItemCreateSchema.parse({ name: 'A', price: 5, category: 'mains', imageUrl: '' }).imageUrl,
    ).toBeNull();
  });
});

describe('menuItemUpdateSchema', () => {
  it('takes any one field, such as the availability toggle alone', () => {
    expect(menuItemUpdateSchema.parse({ isAvailable: false })).toEqual({ isAvailable: false });
    expect(menuItemUpdateSchema.parse({ price: '2.25' })).toEqual({ price: 225 });
  });

  it('refuses an empty change and a blanked required field', () => {
    expect(issuesOf(menuItemUpdateSchema.safeParse({}))).toEqual([
      ['', 'Send at least one field to change'],
    ]);
    expect(issuesOf(menuItemUpdateSchema.safeParse({ name: '' }))).toEqual([
      ['name', REQUIRED_FIELDS_MESSAGE],
    ]);
  });
});

describe('vendorProfileUpdateSchema (accounts spec 5, vendor settings)', () => {
  it('defaults an unparsable prep time to 20 in the form, and the request schema refuses it', () => {
    expect(DEFAULT_PREP_MINUTES).toBe(20);
    expect(parsePrepMinutes('abc')).toBe(20);
    expect(parsePrepMinutes('')).toBe(20);
    expect(parsePrepMinutes(null)).toBe(20);
    expect(parsePrepMinutes(' 35 ')).toBe(35);
    expect(parsePrepMinutes(12)).toBe(12);
    for (const value of ['soon', 'NaN', '', null, '1e2', true])
      expect(issuesOf(vendorProfileUpdateSchema.safeParse({ estimatedPrepTime: value }))).toEqual([
        ['estimatedPrepTime', vendorSettingsMessages.prepTime],
      ]);
  });

  it('keeps prep time between 5 and 120 whole minutes', () => {
    for (const value of [4, 121, '200'])
      expect(issuesOf(vendorProfileUpdateSchema.safeParse({ estimatedPrepTime: value }))).toEqual([
        ['estimatedPrepTime', vendorSettingsMessages.prepTime],
      ]);
    expect(vendorProfileUpdateSchema.parse({ estimatedPrepTime: 5 }).estimatedPrepTime).toBe(5);
    expect(vendorProfileUpdateSchema.parse({ estimatedPrepTime: '120' }).estimatedPrepTime).toBe(
      120,
    );
    expect(vendorProfileUpdateSchema.safeParse({ estimatedPrepTime: 12.5 }).success).toBe(false);
  });

  it('uses the spec messages for the required settings', () => {
    const result = vendorProfileUpdateSchema.safeParse({ name: ' ', cuisine: '', priceRange: '€' });
    expect(issuesOf(result)).toEqual([
      ['name', 'Business name is required'],
      ['cuisine', 'Please select a cuisine type'],
      ['priceRange', 'Please select a price range'],
    ]);
  });

  it('refuses fields a vendor may not change and clears blank optional ones', () => {
    const sneaky = vendorProfileUpdateSchema.safeParse({
      approvalStatus: 'approved',
      ownerUserId: 7,
      rating: 5,
    });
    expect(sneaky.error?.issues).toMatchObject([
      { code: 'unrecognized_keys', keys: ['approvalStatus', 'ownerUserId', 'rating'] },
    ]);
    expect(
      vendorProfileUpdateSchema.parse({ phone: '', address: ' ', cuisine: ' Korean ' }),
    ).toEqual({ phone: null, address: null, cuisine: 'korean' });
  });

  it('lists the sixteen cuisines; a vendor may keep its current one', () => {
    expect(CUISINES).toHaveLength(16);
    expect(isSelectableCuisine('BBQ')).toBe(true);
    expect(isSelectableCuisine('festival food')).toBe(false);
    expect(isSelectableCuisine('festival food', 'festival food')).toBe(true);
  });
});

describe('vendor writes with a field they do not take', () => {
  // a misspelt or server-decided field is refused, not dropped with a 200 that saved nothing
  it.each([
    ['settings', vendorProfileUpdateSchema, { slotCapacty: 5 }],
    [
      'a new menu item',
      menuItemCreateSchema,
      { name: 'Fries', price: '4.00', category: 'sides', vendorId: 2 },
    ],
    ['a menu item edit', menuItemUpdateSchema, { isAvailable: false, stock: 3 }],
    ['an order status', vendorOrderUpdateSchema, { status: 'preparing', vendorId: 2 }],
    ['an order priority', orderPriorityUpdateSchema, { priority: 'high', urgent: true }],
    ['order notes', customerNotesSchema, { vendorNotes: 'Extra napkins', userId: 3 }],
    [
      'a paused pickup slot',
      pickupSlotPauseSchema,
      { time: '2026-11-30T22:05:00Z', paused: true, vendorId: 2 },
    ],
    ['an encore shift', heldOrdersShiftSchema, { minutes: 10, orderIds: [1] }],
  ])('refuses %s', (_what, schema, body) => {
    const result = schema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.code)).toEqual(['unrecognized_keys']);
  });
});
