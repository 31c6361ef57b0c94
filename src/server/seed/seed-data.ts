import type {
  MenuCategory,
  NewEvent,
  NewMealTicket,
  NewPartnership,
  NewSpecialOffering,
  NewUser,
  NewVendor,
} from '../db/schema';

// Demo content for seed.ts. Times are minutes relative to the moment of seeding, so the demo
// always has a show in progress (customer spec 2, home banner 'Show ends in ~35 min').

export const DEMO_CUSTOMER_EMAIL = 'customer@curtaincall.test';

export type AccountKey = 'customer' | 'vendor' | 'admin' | 'pendingVendor';

export const demoAccounts: Record<AccountKey, Omit<NewUser, 'passwordHash'>> = {
  customer: {
    email: DEMO_CUSTOMER_EMAIL,
    username: 'democustomer',
    firstName: 'Alex',
    lastName: 'Rivera',
    phone: '(415) 555-0100',
    address: '742 Haight St, San Francisco, CA 94117',
    role: 'user',
  },
  vendor: {
    email: 'vendor@curtaincall.test',
    username: 'demovendor',
    firstName: 'Jordan',
    lastName: 'Blake',
    phone: '(415) 555-0142',
    address: '1 Lot B Service Rd, San Francisco, CA 94117',
    role: 'vendor',
  },
  admin: {
    email: 'admin@curtaincall.test',
    username: 'demoadmin',
    firstName: 'Sam',
    lastName: 'Okafor',
    phone: '(415) 555-0199',
    role: 'admin',
  },
  pendingVendor: {
    email: 'pending-vendor@curtaincall.test',
    username: 'nightowl',
    firstName: 'Mei',
    lastName: 'Tanaka',
    phone: '(415) 555-0177',
    role: 'vendor',
  },
};

export const venueData = {
  riverside: {
    name: 'Riverside Amphitheater',
    address: '100 Music Concourse Dr',
    city: 'San Francisco',
    latitude: 37.7694,
    longitude: -122.4862,
  },
  bayfront: {
    name: 'Bayfront Pavilion',
    address: '2 Marina Blvd',
    city: 'San Francisco',
    latitude: 37.806,
    longitude: -122.433,
  },
} as const;
export type VenueKey = keyof typeof venueData;

export type ArtistKey = 'midnightEcho' | 'lunaVega' | 'copperLanterns';

export const artistData: Record<
  ArtistKey,
  {
    name: string;
    imageUrl: string;
    bio: string;
    genres: string[];
    isVerified: boolean;
    socialLinks: Record<string, string>;
  }
> = {
  midnightEcho: {
    name: 'Midnight Echo',
    imageUrl: '/images/artists/midnight-echo.svg',
    bio: 'Bay Area synth-rock four-piece known for neon-lit, sing-along encores. Their Neon Nights Tour closes at Riverside this season.',
    genres: ['Indie Rock', 'Synth-Pop', 'Alternative', 'Dream Pop'],
    isVerified: true,
    socialLinks: {
      instagram: 'https://instagram.com/midnightechoband',
      spotify: 'https://open.spotify.com/artist/midnightecho',
      youtube: 'https://youtube.com/@midnightecho',
    },
  },
  lunaVega: {
    name: 'Luna Vega',
    imageUrl: '/images/artists/luna-vega.svg',
    bio: 'Latin pop singer-songwriter blending reggaeton beats with big-hearted ballads. Grew up on her family’s taco truck in the Mission.',
    genres: ['Latin Pop', 'Reggaeton', 'Dance'],
    isVerified: true,
    socialLinks: {
      instagram: 'https://instagram.com/lunavegamusic',
      tiktok: 'https://tiktok.com/@lunavega',
    },
  },
  copperLanterns: {
    name: 'The Copper Lanterns',
    imageUrl: '/images/artists/copper-lanterns.svg',
    bio: 'Five-part harmonies, banjo and fiddle: an Americana collective that plays every show like a backyard cookout.',
    genres: ['Folk', 'Americana', 'Bluegrass'],
    isVerified: false,
    socialLinks: { bandcamp: 'https://copperlanterns.bandcamp.com' },
  },
};

export type EventKey = 'neonNights' | 'starlight' | 'sundown';

export const eventData: Record<
  EventKey,
  {
    name: string;
    artist: ArtistKey;
    venue: VenueKey;
    startsInMinutes: number;
    durationMinutes: number;
    status: NonNullable<NewEvent['status']>;
  }
> = {
  // started 1 h 30 ago, ends in 35 min
  neonNights: {
    name: 'Midnight Echo: Neon Nights Tour',
    artist: 'midnightEcho',
    venue: 'riverside',
    startsInMinutes: -90,
    durationMinutes: 125,
    status: 'ongoing',
  },
  starlight: {
    name: 'Luna Vega: Starlight Tour',
    artist: 'lunaVega',
    venue: 'riverside',
    startsInMinutes: 3 * 24 * 60,
    durationMinutes: 180,
    status: 'upcoming',
  },
  sundown: {
    name: 'The Copper Lanterns: Acoustic Sundown',
    artist: 'copperLanterns',
    venue: 'bayfront',
    startsInMinutes: 10 * 24 * 60,
    durationMinutes: 150,
    status: 'upcoming',
  },
};

/** Generic food illustrations in public/images/menu, reused across menus. */
export const MENU_IMAGES = [
  'burger',
  'taco',
  'fries',
  'bibimbap',
  'pizza',
  'bbq',
  'drink',
  'dessert',
  'salad',
  'noodles',
  'hotdog',
  'corn',
  'dumplings',
  'pretzel',
] as const;
export type MenuImage = (typeof MENU_IMAGES)[number];

export type SeedMenuItem = {
  name: string;
  description: string;
  priceCents: number;
  category: MenuCategory;
  image: MenuImage;
  isPopular?: boolean;
  isAvailable?: boolean;
};

export type VendorKey =
  'burgers' | 'tacos' | 'seoul' | 'midway' | 'smokestack' | 'pizza' | 'greenRoom' | 'nightOwl';

export type SeedVendor = {
  owner?: AccountKey;
  events: EventKey[];
  profile: Omit<NewVendor, 'ownerUserId'>;
  menu: SeedMenuItem[];
};

/** Artist partnerships, one of each type (accounts spec 4); prices come from the menu item. */
export const partnershipData: {
  artist: ArtistKey;
  vendor: VendorKey;
  menuItem: string;
  partnershipType: NewPartnership['partnershipType'];
  specialPriceCents: number;
  artistMessage: string;
  validForDays: number;
}[] = [
  {
    artist: 'midnightEcho',
    vendor: 'burgers',
    menuItem: 'Double Headliner',
    partnershipType: 'signature_dish',
    specialPriceCents: 1499,
    artistMessage: 'We eat one of these after every show. Bacon jam is non-negotiable.',
    validForDays: 30,
  },
  {
    artist: 'lunaVega',
    vendor: 'tacos',
    menuItem: 'Jamaica Agua Fresca',
    partnershipType: 'drink_special',
    specialPriceCents: 349,
    artistMessage: 'My abuela’s favourite: cold, tart and perfect between sets.',
    validForDays: 14,
  },
  {
    artist: 'midnightEcho',
    vendor: 'seoul',
    menuItem: 'Bulgogi Bibimbap',
    partnershipType: 'combo_deal',
    specialPriceCents: 1299,
    artistMessage: 'Bibimbap plus a yuzu soda is the official Neon Nights tour rider.',
    validForDays: 30,
  },
  {
    artist: 'copperLanterns',
    vendor: 'smokestack',
    menuItem: 'Brisket Plate',
    partnershipType: 'signature_dish',
    specialPriceCents: 1599,
    artistMessage: 'Fourteen hours of smoke, same as our soundcheck. Worth every minute.',
    validForDays: 21,
  },
];

/** Special offerings: one sold out, one nearly sold out, one past its deadline, the rest open. */
export const offeringData: {
  vendor: VendorKey;
  event: EventKey;
  title: string;
  description: string;
  priceCents: number;
  offeringType: NewSpecialOffering['offeringType'];
  availableQuantity: number;
  remainingQuantity: number;
  /** Minutes from seeding; negative means the pre-order window has closed. */
  deadlineInMinutes: number;
  artistMessage: string;
  pickupInstructions: string;
  isArtistApproved: boolean;
}[] = [
  {
    vendor: 'burgers',
    event: 'neonNights',
    title: 'Neon Nights VIP Burger Box',
    description:
      'Double Headliner, truffle fries, a vanilla shake and a glow-in-the-dark tour pin.',
    priceCents: 2499,
    offeringType: 'limited_edition',
    availableQuantity: 50,
    remainingQuantity: 2,
    deadlineInMinutes: 20,
    artistMessage: 'Only fifty of these exist. Grab one before the last song!',
    pickupInstructions: 'VIP window at Lot B, Gate 3. Show your pickup code.',
    isArtistApproved: true,
  },
  {
    vendor: 'seoul',
    event: 'neonNights',
    title: 'Backstage Bulgogi Platter',
    description:
      'The crew’s own family-style platter: bulgogi, galbi, japchae, rice and banchan for two.',
    priceCents: 3499,
    offeringType: 'backstage_special',
    availableQuantity: 20,
    remainingQuantity: 12,
    deadlineInMinutes: -30,
    artistMessage: 'What we eat backstage, now for you.',
    pickupInstructions: 'Music Concourse, Booth 4, from the side window.',
    isArtistApproved: true,
  },
  {
    vendor: 'tacos',
    event: 'starlight',
    title: 'Starlight Taco Flight',
    description:
      'Five tacos chosen by Luna: asada, al pastor, fish, birria and jackfruit, with two salsas.',
    priceCents: 1899,
    offeringType: 'pre_order',
    availableQuantity: 60,
    remainingQuantity: 41,
    deadlineInMinutes: 3 * 24 * 60 - 120,
    artistMessage: 'The taco truck I grew up on would be proud of this one.',
    pickupInstructions: 'Lot A, Gate 1 after the show. Pre-orders get their own line.',
    isArtistApproved: true,
  },
  {
    vendor: 'smokestack',
    event: 'sundown',
    title: 'Lantern Lounge Supper',
    description:
      'Seated VIP supper: brisket, ribs, cornbread, cobbler and sweet tea, served on the terrace.',
    priceCents: 4500,
    offeringType: 'vip_menu',
    availableQuantity: 25,
    remainingQuantity: 25,
    deadlineInMinutes: 9 * 24 * 60,
    artistMessage: 'Come hungry, stay for the after-show jam.',
    pickupInstructions: 'Served at the Bayfront Pavilion VIP terrace from 6 pm.',
    isArtistApproved: false,
  },
  {
    vendor: 'tacos',
    event: 'neonNights',
    title: 'Encore Churro Sundae',
    description: 'Cinnamon churros over horchata soft-serve with a neon sugar crown.',
    priceCents: 1200,
    offeringType: 'limited_edition',
    availableQuantity: 30,
    remainingQuantity: 0,
    deadlineInMinutes: 45,
    artistMessage: 'Gone in one song. Thank you, Riverside!',
    pickupInstructions: 'Lot A, Gate 1 after the show.',
    isArtistApproved: true,
  },
];

export const mealProgramData = {
  event: 'neonNights' as EventKey,
  programName: 'Neon Nights Crew Meals',
  description: 'Hot meals for the stage, lighting, audio and hospitality crew on show day.',
  mealAllowanceCents: 1500,
  maxTicketsPerPerson: 2,
  programType: 'crew' as const,
  validFromInMinutes: -6 * 60,
  validUntilInMinutes: 4 * 60,
  budgetTotalCents: 60_000,
};

/** Codes are drawn at seeding (newTicketCode), so no demo code can be guessed from the source. */
export type TicketSeed = {
  status: NonNullable<NewMealTicket['status']>;
  /** The vendor where a redeemed ticket was used, and what the meal came to. */
  redeemedVendor?: VendorKey;
  spentCents?: number;
};

export const crewData: {
  name: string;
  role: string;
  department: string;
  contactInfo: string;
  specialDietaryNeeds?: string;
  tickets: TicketSeed[];
}[] = [
  {
    name: 'Dana Whitfield',
    role: 'Stage Manager',
    department: 'Production',
    // the demo customer account: signed in as it, Dana's tickets show in the profile
    contactInfo: DEMO_CUSTOMER_EMAIL,
    tickets: [
      { status: 'redeemed', redeemedVendor: 'burgers', spentCents: 1350 },
      { status: 'issued' },
    ],
  },
  {
    name: 'Marcus Cole',
    role: 'Lighting Technician',
    department: 'Lighting',
    contactInfo: '(415) 555-0191',
    tickets: [{ status: 'issued' }, { status: 'issued' }],
  },
  {
    name: 'Priya Natarajan',
    role: 'FOH Sound Engineer',
    department: 'Audio',
    contactInfo: 'priya.n@curtaincall.test',
    specialDietaryNeeds: 'Vegetarian',
    tickets: [{ status: 'redeemed', redeemedVendor: 'greenRoom', spentCents: 1500 }],
  },
  {
    name: 'Tomás Herrera',
    role: 'Runner',
    department: 'Hospitality',
    contactInfo: '(415) 555-0193',
    specialDietaryNeeds: 'Gluten-free',
    tickets: [{ status: 'issued' }, { status: 'void' }],
  },
];

// accounts spec 2.11 and 9: the admin settings panel groups demo_ keys apart from the rest.
export const settingsData = [
  {
    key: 'demo_checkout_mode',
    value: 'true',
    description: 'When on, checkout uses simulated card payments; no real charges are made.',
  },
  {
    key: 'demo_payment_success_rate',
    value: '1',
    description:
      'Share of simulated payments that succeed, from 0.0 to 1.0 (the decline test card always fails).',
  },
  {
    key: 'demo_payment_delay',
    value: '2000',
    description: 'Simulated payment processing time in milliseconds.',
  },
  {
    key: 'app_maintenance_mode',
    value: 'false',
    description: 'When on, customers see a maintenance notice and new orders are paused.',
  },
];
