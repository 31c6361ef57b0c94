// Fixtures for the admin screen's component tests: answers shaped like src/contract/admin.ts.
import type {
  ActivityEntry,
  AdminAnalytics,
  AdminEventView,
  AdminUserView,
  AdminVendorView,
  AdminVenueView,
  SettingView,
} from '../../../contract/admin';
import type { PublicUser } from '../../../contract/auth';

export const ADMIN_USER: PublicUser = {
  id: 1,
  email: 'admin@curtaincall.test',
  username: 'demoadmin',
  firstName: 'Sam',
  lastName: 'Okafor',
  phone: '5551234567',
  address: null,
  role: 'admin',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const card = (value: number, recent: number, previous: number, changePercent: number | null) => ({
  value,
  recent,
  previous,
  changePercent,
});

export const ANALYTICS: AdminAnalytics = {
  totalRevenue: '1234.50',
  totalRevenueCents: 123450,
  totalUsers: 42,
  activeVendors: 6,
  totalEvents: 9,
  upcomingEvents: 3,
  totalOrders: 310,
  pendingVendorApplications: 2,
  newUsersLast7Days: 5,
  vendorsCreatedLast30Days: 4,
  cards: {
    totalUsers: card(42, 12, 10, 20),
    activeVendors: card(6, 2, 0, null),
    upcomingEvents: card(3, 1, 2, -50),
    platformRevenueCents: card(123450, 50000, 40000, 25),
  },
  ordersByDay: [
    { date: '2026-11-23', orders: 4, revenueCents: 8000 },
    { date: '2026-11-24', orders: 6, revenueCents: 12000 },
  ],
  topVendors: [{ vendorId: 1, name: 'Curtain Call Burgers', orders: 10, revenueCents: 20000 }],
};

export function makeVendor(overrides: Partial<AdminVendorView> = {}): AdminVendorView {
  return {
    id: 8,
    name: 'Night Owl Noodles',
    description: 'Late-night ramen',
    cuisine: 'japanese',
    priceRange: '$$',
    phone: '(415) 555-0177',
    address: '215 Arguello Blvd',
    approvalStatus: 'pending',
    isActive: true,
    isSuspended: false,
    ownerUserId: 9,
    ownerEmail: 'owl@curtaincall.test',
    missingForListing: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function makeUser(overrides: Partial<AdminUserView> = {}): AdminUserView {
  return {
    id: 7,
    username: 'democustomer',
    email: 'customer@curtaincall.test',
    firstName: 'Alex',
    lastName: 'Rivera',
    phone: '5551234567',
    role: 'user',
    isActive: true,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const VENUES: AdminVenueView[] = [
  { id: 1, name: 'Bayfront Pavilion', address: '2 Marina Blvd', city: 'San Francisco' },
  { id: 2, name: 'Riverside Amphitheater', address: '100 Music Dr', city: 'San Francisco' },
];

export function makeEvent(overrides: Partial<AdminEventView> = {}): AdminEventView {
  return {
    id: 5,
    name: 'Luna Vega: Starlight Tour',
    artistId: null,
    venueId: 2,
    venueName: 'Riverside Amphitheater',
    eventDate: '2026-11-27T02:00:00.000Z',
    estimatedEndTime: '2026-11-27T05:00:00.000Z',
    status: 'ongoing',
    assignedVendors: [1],
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export const SETTINGS: SettingView[] = [
  { key: 'app_maintenance_mode', value: 'false', description: 'Pauses new orders.' },
  { key: 'demo_checkout_mode', value: 'true', description: 'Simulated card payments.' },
  { key: 'demo_payment_delay', value: '2000', description: 'Processing time in milliseconds.' },
  { key: 'demo_payment_success_rate', value: '1', description: 'Share that succeeds.' },
];

export const ACTIVITY: ActivityEntry[] = [
  {
    id: 'admin-3',
    kind: 'admin',
    action: 'vendor.approve',
    message: 'Approved vendor Night Owl Noodles (by demoadmin)',
    at: new Date(Date.now() - 5 * 60_000).toISOString(),
  },
  {
    id: 'signup-4',
    kind: 'signup',
    action: null,
    message: 'New vendor nightowl signed up',
    at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  },
];

/** The answers every admin screen reads, each replaceable. */
export const ADMIN_ROUTES = {
  'GET /api/admin/analytics': { body: ANALYTICS },
  'GET /api/admin/activity': { body: ACTIVITY },
  'GET /api/admin/vendors/pending': { body: [makeVendor()] },
  'GET /api/admin/vendors': {
    body: [makeVendor({ id: 1, name: 'Curtain Call Burgers', approvalStatus: 'approved' })],
  },
  'GET /api/admin/users': { body: [makeUser()] },
  'GET /api/admin/events': { body: [makeEvent()] },
  'GET /api/admin/venues': { body: VENUES },
  'GET /api/admin/settings': { body: SETTINGS },
};
