import { createECDH, randomBytes } from 'node:crypto';
import { confirmBody } from '../../test/demo-payment';
import type { Fixtures, Role } from './access-fixtures';

// A standing attack suite: every API operation x every role -> the status a VALID
// request gets (valid params and body, so validation never hides the access decision). The
// test (access-matrix.test.ts) fails when an operation in /api/docs is missing here or an entry
// here is no longer in /api/docs. Within an operation, the roles expected to be refused go first
// and the allowed ones last, so a state-changing row has one defined answer per role.

export type MatrixRequest = {
  url: string;
  payload?: object;
  headers?: Record<string, string>;
};

export type MatrixEntry = {
  /** 'METHOD /openapi/path/{param}', as /api/docs/json names it. */
  operation: string;
  request: (fixtures: Fixtures, role: Role) => MatrixRequest;
  expected: Record<Role, number>;
  /**
   * Sign the role in afresh for this row: logout ends the session it is sent with, and sign-in
   * and sign-up rotate it (a session that existed before is deleted).
   */
  freshSession?: boolean;
};

type Statuses = Record<Role, number>;

const everyone = (status: number): Statuses => ({
  anonymous: status,
  customerA: status,
  customerB: status,
  vendorX: status,
  vendorY: status,
  admin: status,
});
const signedIn = (status: number): Statuses => ({ ...everyone(status), anonymous: 401 });
const customers = (status: number): Statuses => ({
  ...signedIn(403),
  customerA: status,
  customerB: status,
});
const vendors = (status: number): Statuses => ({
  ...signedIn(403),
  vendorX: status,
  vendorY: status,
});
const admins = (status: number): Statuses => ({ ...signedIn(403), admin: status });
/** A's own order or notification: its vendor and the admin may see an order, others get 404. */
const ofCustomerA = (status: number, overrides: Partial<Statuses> = {}): Statuses => ({
  ...signedIn(404),
  customerA: status,
  ...overrides,
});
/** X's own resource under /api/vendor: another vendor gets 404, not X's data. */
const ofVendorX = (status: number): Statuses => ({ ...vendors(404), vendorX: status });

let unique = 0;
/** A fresh name per request, for rows that create something with a unique field. */
const nextName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(unique += 1)}`;
const idempotency = () => ({ 'idempotency-key': nextName('matrix-key-') });
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const get = (
  operation: string,
  expected: Statuses,
  url?: (f: Fixtures) => string,
): MatrixEntry => ({
  operation: `GET ${operation}`,
  request: (fixtures) => ({ url: url ? url(fixtures) : operation }),
  expected,
});

/** A browser's push subscription for `role`'s device (never sent to: no order of theirs moves). */
function pushSubscriptionOf(role: Role) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  return {
    endpoint: `https://push.example.com/matrix/${role}`,
    expirationTime: null,
    keys: { p256dh: keys.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

const publicRoutes: MatrixEntry[] = [
  get('/health', everyone(200)),
  get('/api/app-status', everyone(200)),
  get('/api/vendors', everyone(200)),
  get('/api/vendors/{id}', everyone(200), (f) => `/api/vendors/${f.vendorX}`),
  get('/api/vendors/{id}/menu', everyone(200), (f) => `/api/vendors/${f.vendorX}/menu`),
  get(
    '/api/vendors/{id}/pickup-slots',
    everyone(200),
    (f) => `/api/vendors/${f.vendorX}/pickup-slots`,
  ),
  get('/api/menu-items', everyone(200)),
  get('/api/events', everyone(200)),
  get('/api/events/current', everyone(200)),
  get('/api/artists', everyone(200)),
  get('/api/partnerships', everyone(200)),
  get('/api/special-offerings', everyone(200)),
  get('/api/pickup-pass/keys', everyone(200)),
  get('/api/push/public-key', everyone(200)),
  {
    operation: 'POST /api/orders/quote',
    request: (f) => ({
      url: '/api/orders/quote',
      payload: { vendorId: f.vendorX, items: [{ menuItemId: f.itemX, quantity: 1 }] },
    }),
    expected: everyone(200),
  },
];

const accountRoutes: MatrixEntry[] = [
  {
    operation: 'POST /api/auth/login',
    request: () => ({
      url: '/api/auth/login',
      payload: { email: 'customer@curtaincall.test', password: 'demo1234' },
    }),
    expected: everyone(200),
    freshSession: true,
  },
  {
    operation: 'POST /api/auth/signup',
    request: () => {
      const name = nextName('mx');
      return {
        url: '/api/auth/signup',
        payload: {
          username: name,
          email: `${name}@example.test`,
          password: 'secret123',
          firstName: 'M',
          lastName: 'X',
          phone: '4155550100',
        },
      };
    },
    expected: everyone(201),
    freshSession: true,
  },
  {
    operation: 'POST /api/auth/logout',
    request: () => ({ url: '/api/auth/logout' }),
    expected: everyone(200),
    freshSession: true,
  },
  get('/api/auth/user', signedIn(200)),
  get('/api/user/profile', signedIn(200)),
  {
    operation: 'PATCH /api/user/profile',
    request: () => ({ url: '/api/user/profile', payload: { address: '1 Matrix Way' } }),
    expected: signedIn(200),
  },
  get('/api/profile/meal-tickets', signedIn(200)),
  get('/api/notifications', signedIn(200)),
  get('/api/notifications/unread-count', signedIn(200)),
  {
    operation: 'PATCH /api/notifications/mark-all-read',
    request: () => ({ url: '/api/notifications/mark-all-read' }),
    expected: signedIn(200),
  },
  {
    operation: 'PATCH /api/notifications/{id}/read',
    request: (f) => ({ url: `/api/notifications/${f.notificationA}/read` }),
    expected: ofCustomerA(200),
  },
  {
    operation: 'DELETE /api/notifications/{id}',
    request: (f) => ({ url: `/api/notifications/${f.notificationADoomed}` }),
    expected: ofCustomerA(204),
  },
  {
    operation: 'POST /api/push/subscriptions',
    request: (_f, role) => ({ url: '/api/push/subscriptions', payload: pushSubscriptionOf(role) }),
    expected: signedIn(201),
  },
  {
    operation: 'DELETE /api/push/subscriptions',
    request: (_f, role) => ({
      url: '/api/push/subscriptions',
      payload: { endpoint: pushSubscriptionOf(role).endpoint },
    }),
    expected: signedIn(204),
  },
];

const orderRoutes: MatrixEntry[] = [
  {
    operation: 'POST /api/orders',
    request: (f) => ({
      url: '/api/orders',
      payload: {
        vendorId: f.vendorX,
        items: [{ menuItemId: f.itemX, quantity: 1 }],
        pickupTime: 'asap',
      },
      headers: idempotency(),
    }),
    expected: customers(201),
  },
  get('/api/orders', signedIn(200)),
  get('/api/orders/recent', signedIn(200)),
  get(
    '/api/orders/{id}',
    ofCustomerA(200, { vendorX: 200, admin: 200 }),
    (f) => `/api/orders/${f.orderA}`,
  ),
  get(
    '/api/orders/{id}/timeline',
    ofCustomerA(200, { vendorX: 200, admin: 200 }),
    (f) => `/api/orders/${f.orderA}/timeline`,
  ),
  {
    operation: 'PATCH /api/orders/{id}/notes',
    // the customer writes notes, the order's vendor writes vendor notes, nobody else either
    request: (f, role) => ({
      url: `/api/orders/${f.orderA}/notes`,
      payload: role.startsWith('customer') ? { notes: 'Matrix note' } : { vendorNotes: 'Matrix' },
    }),
    expected: ofCustomerA(200, { vendorX: 200, admin: 403 }),
  },
  {
    operation: 'PATCH /api/orders/{id}/priority',
    request: (f) => ({ url: `/api/orders/${f.orderA}/priority`, payload: { priority: 'normal' } }),
    expected: ofCustomerA(403, { vendorX: 200, admin: 200 }),
  },
  get(
    '/api/orders/{id}/receipt',
    ofCustomerA(200, { vendorX: 200, admin: 200 }),
    (f) => `/api/orders/${f.orderA}/receipt`,
  ),
  get('/api/orders/{id}/pass', ofCustomerA(200), (f) => `/api/orders/${f.orderA}/pass`),
  {
    // Only the owner fires; a normal order is answered unchanged (idempotent)
    operation: 'POST /api/orders/{id}/fire',
    request: (f) => ({ url: `/api/orders/${f.orderA}/fire` }),
    expected: ofCustomerA(200),
  },
  {
    // only its customer marks the ready alert seen (A's order is not ready: nothing changes)
    operation: 'POST /api/orders/{id}/ready-seen',
    request: (f) => ({ url: `/api/orders/${f.orderA}/ready-seen` }),
    expected: ofCustomerA(204),
  },
  {
    operation: 'POST /api/orders/{id}/cancel',
    // only its customer may cancel an order (A's is being prepared, so 409 and nothing changes);
    // anyone else, its vendor and the admin included, is told 404
    request: (f) => ({ url: `/api/orders/${f.orderAStarted}/cancel` }),
    expected: { ...signedIn(404), customerA: 409 },
  },
  ...['/api/payments/demo/create-intent', '/api/create-payment-intent'].map((url): MatrixEntry => ({
    operation: `POST ${url}`,
    request: (f) => ({ url, payload: { orderId: f.orderAUnpaid, amount: f.orderAUnpaidTotal } }),
    expected: ofCustomerA(200),
  })),
  {
    operation: 'POST /api/payments/demo/confirm',
    request: (f) => ({
      url: '/api/payments/demo/confirm',
      payload: confirmBody(f.intentA),
    }),
    expected: ofCustomerA(200),
  },
  {
    operation: 'POST /api/special-offerings/{id}/pre-orders',
    request: (f) => ({
      url: `/api/special-offerings/${f.offeringX}/pre-orders`,
      payload: { quantity: 1 },
      headers: idempotency(),
    }),
    expected: customers(201),
  },
];

const vendorRoutes: MatrixEntry[] = [
  get('/api/vendor/orders', vendors(200)),
  {
    operation: 'PATCH /api/vendor/orders/{orderId}',
    request: (f) => ({
      url: `/api/vendor/orders/${f.orderAForStatus}`,
      payload: { status: 'confirmed' },
      headers: idempotency(),
    }),
    expected: ofVendorX(200),
  },
  {
    // X reaches its own order (not ready, so 409); another vendor is told 404
    operation: 'POST /api/vendor/orders/{orderId}/remind',
    request: (f) => ({ url: `/api/vendor/orders/${f.orderA}/remind` }),
    expected: ofVendorX(409),
  },
  {
    // X refunds a dollar of its own paid order; another vendor is told 404
    operation: 'POST /api/vendor/orders/{orderId}/refunds',
    request: (f) => ({
      url: `/api/vendor/orders/${f.orderAForStatus}/refunds`,
      payload: { amount: '1.00', reason: 'Matrix refund' },
      headers: idempotency(),
    }),
    expected: ofVendorX(201),
  },
  get(
    '/api/vendor/orders/export.csv',
    vendors(200),
    () => '/api/vendor/orders/export.csv?from=2026-11-01&to=2026-11-30',
  ),
  get('/api/vendor/menu', vendors(200)),
  {
    operation: 'POST /api/vendor/menu',
    request: () => ({
      url: '/api/vendor/menu',
      payload: { name: nextName('Matrix Dish '), price: 5, category: 'sides' },
    }),
    expected: vendors(201),
  },
  {
    operation: 'PATCH /api/vendor/menu/{id}',
    request: (f) => ({
      url: `/api/vendor/menu/${f.itemX}`,
      payload: { description: 'Two smashed patties.' },
    }),
    expected: ofVendorX(200),
  },
  {
    operation: 'DELETE /api/vendor/menu/{id}',
    request: (f) => ({ url: `/api/vendor/menu/${f.itemXDoomed}` }),
    expected: ofVendorX(204),
  },
  get('/api/vendor/profile', vendors(200)),
  {
    operation: 'PATCH /api/vendor/profile',
    request: () => ({ url: '/api/vendor/profile', payload: { estimatedPrepTime: 15 } }),
    expected: vendors(200),
  },
  {
    operation: 'PATCH /api/vendor/pickup-slots',
    request: () => ({
      url: '/api/vendor/pickup-slots',
      payload: { time: inHours(1), paused: false },
    }),
    expected: vendors(200),
  },
  {
    operation: 'POST /api/vendor/held-orders/shift',
    request: () => ({ url: '/api/vendor/held-orders/shift', payload: { minutes: 5 } }),
    expected: vendors(200),
  },
  get('/api/vendor/analytics', vendors(200)),
  {
    operation: 'POST /api/vendor/meal-tickets/redeem',
    request: (f, role) => ({
      url: '/api/vendor/meal-tickets/redeem',
      payload: { code: role === 'vendorY' ? f.ticketCodes.vendorY : f.ticketCodes.vendorX },
    }),
    // vendor Y is not at the show of the ticket's program: a ticket spends only at its event
    expected: { ...vendors(200), vendorY: 403 },
  },
  get('/api/vendor/partnerships', vendors(200)),
  {
    operation: 'POST /api/vendor/partnerships',
    // vendor Y names X's menu item: refused as 'Please select one of your menu items'
    request: (f) => ({
      url: '/api/vendor/partnerships',
      payload: {
        artistId: f.artist,
        menuItemId: f.itemX,
        partnershipType: 'combo_deal',
        specialPrice: 9.5,
      },
    }),
    expected: { ...ofVendorX(201), vendorY: 400 },
  },
  {
    operation: 'PATCH /api/vendor/partnerships/{id}',
    request: (f) => ({
      url: `/api/vendor/partnerships/${f.partnershipX}`,
      payload: { isActive: true },
    }),
    expected: ofVendorX(200),
  },
  get('/api/vendor/special-offerings', vendors(200)),
  {
    operation: 'POST /api/vendor/special-offerings',
    request: (f) => ({
      url: '/api/vendor/special-offerings',
      payload: {
        eventId: f.event,
        title: nextName('Matrix Offer '),
        price: 10,
        offeringType: 'vip_menu',
        availableQuantity: 5,
      },
    }),
    expected: vendors(201),
  },
  {
    operation: 'PATCH /api/vendor/special-offerings/{id}',
    request: (f) => ({
      url: `/api/vendor/special-offerings/${f.offeringX}`,
      payload: { isActive: true },
    }),
    expected: ofVendorX(200),
  },
];

const adminRoutes: MatrixEntry[] = [
  get('/api/admin/users', admins(200)),
  {
    operation: 'PATCH /api/admin/users/{id}',
    request: (f) => ({ url: `/api/admin/users/${f.customerB}`, payload: { isActive: true } }),
    expected: admins(200),
  },
  get('/api/admin/vendors', admins(200)),
  get('/api/admin/vendors/pending', admins(200)),
  {
    operation: 'PATCH /api/admin/vendors/{vendorId}/approve',
    request: (f) => ({
      url: `/api/admin/vendors/${f.pendingVendor}/approve`,
      payload: { approved: true },
    }),
    expected: admins(200),
  },
  {
    operation: 'PATCH /api/admin/vendors/{vendorId}',
    request: (f) => ({
      url: `/api/admin/vendors/${f.otherVendor}`,
      payload: { suspended: true, reason: 'Matrix' },
    }),
    expected: admins(200),
  },
  get('/api/admin/events', admins(200)),
  {
    operation: 'POST /api/admin/events',
    request: (f) => ({
      url: '/api/admin/events',
      payload: { name: nextName('Matrix Show '), venueId: f.venue, eventDate: inHours(48) },
    }),
    expected: admins(201),
  },
  {
    operation: 'PATCH /api/admin/events/{id}',
    request: (f) => ({
      url: `/api/admin/events/${f.event}`,
      payload: { name: 'Midnight Echo: Neon Nights Tour' },
    }),
    expected: admins(200),
  },
  get('/api/admin/venues', admins(200)),
  {
    operation: 'POST /api/admin/venues',
    request: () => ({
      url: '/api/admin/venues',
      payload: { name: nextName('Matrix Hall '), address: '1 Matrix Way', city: 'Oakland' },
    }),
    expected: admins(201),
  },
  get('/api/admin/analytics', admins(200)),
  get('/api/admin/activity', admins(200)),
  get(
    '/api/admin/reports/revenue.csv',
    admins(200),
    () => '/api/admin/reports/revenue.csv?from=2026-11-01&to=2026-11-30',
  ),
  get('/api/admin/settings', admins(200)),
  {
    operation: 'PUT /api/admin/settings/{key}',
    request: () => ({
      url: '/api/admin/settings/demo_payment_success_rate',
      payload: { value: '1' },
    }),
    expected: admins(200),
  },
  {
    operation: 'PATCH /api/admin/partnerships/{id}',
    request: (f) => ({
      url: `/api/admin/partnerships/${f.partnershipX}`,
      payload: { isActive: true },
    }),
    expected: admins(200),
  },
  {
    operation: 'PATCH /api/admin/special-offerings/{id}',
    request: (f) => ({
      url: `/api/admin/special-offerings/${f.offeringX}`,
      payload: { isActive: true },
    }),
    expected: admins(200),
  },
];

const crewRoutes: MatrixEntry[] = [
  get('/api/talent-crew/summary', admins(200)),
  get('/api/talent-crew/programs', admins(200)),
  {
    operation: 'POST /api/talent-crew/programs',
    request: (f) => ({
      url: '/api/talent-crew/programs',
      payload: {
        eventId: f.event,
        programName: 'Matrix Crew',
        mealAllowanceAmount: '15.00',
        maxTicketsPerPerson: 2,
        programType: 'crew',
        validFrom: inHours(-1),
        validUntil: inHours(6),
      },
    }),
    expected: admins(201),
  },
  {
    operation: 'PATCH /api/talent-crew/programs/{id}',
    request: (f) => ({
      url: `/api/talent-crew/programs/${f.program}`,
      payload: { description: 'Matrix' },
    }),
    expected: admins(200),
  },
  get('/api/talent-crew/members', admins(200)),
  {
    operation: 'POST /api/talent-crew/members',
    request: (f) => ({
      url: '/api/talent-crew/members',
      payload: { programId: f.program, eventId: f.event, name: 'Matrix Rigger', role: 'Rigger' },
    }),
    expected: admins(201),
  },
  {
    operation: 'PATCH /api/talent-crew/members/{id}',
    request: (f) => ({
      url: `/api/talent-crew/members/${f.member}`,
      payload: { department: 'Stage' },
    }),
    expected: admins(200),
  },
  get(
    '/api/talent-crew/tickets',
    admins(200),
    (f) => `/api/talent-crew/tickets?programId=${f.program}`,
  ),
  {
    operation: 'POST /api/talent-crew/tickets',
    request: (f) => ({ url: '/api/talent-crew/tickets', payload: { memberId: f.member } }),
    expected: admins(201),
  },
  {
    operation: 'PATCH /api/talent-crew/tickets/{id}',
    request: (f) => ({ url: `/api/talent-crew/tickets/${f.ticket}`, payload: { status: 'void' } }),
    expected: admins(200),
  },
  get(
    '/api/talent-crew/reports',
    admins(200),
    (f) => `/api/talent-crew/reports?programId=${f.program}`,
  ),
];

export const accessMatrix: MatrixEntry[] = [
  ...publicRoutes,
  ...accountRoutes,
  ...orderRoutes,
  ...vendorRoutes,
  ...adminRoutes,
  ...crewRoutes,
];

/**
 * The notification socket (not in /api/docs): 101 Switching Protocols for every signed-in role
 * (each gets only its own messages, notifications-socket.test.ts), 401 signed out.
 */
export const socketUpgrade = { operation: 'GET /ws/notifications', expected: signedIn(101) };
