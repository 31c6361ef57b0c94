import { describe, expect, it } from 'vitest';
import {
  availabilityTone,
  featuredArtists,
  filterArtists,
  filterOfferings,
  filterPartnerships,
  genreOptions,
  NO_FILTERS,
  offeringButtonState,
  percentOff,
  shownGenres,
  type ArtistView,
  type PartnershipView,
  type SpecialOfferingView,
} from './partnerships';

const NOW = new Date('2026-11-24T20:00:00Z');

function partnership(overrides: Partial<PartnershipView>): PartnershipView {
  return {
    id: 1,
    artistId: 1,
    artistName: 'Midnight Echo',
    artistImageUrl: null,
    artistIsVerified: true,
    artistGenres: ['Indie Rock'],
    menuItemId: 1,
    menuItemName: 'Double Headliner',
    menuItemDescription: '',
    menuItemImageUrl: null,
    vendorId: 1,
    vendorName: 'Curtain Call Burgers',
    partnershipType: 'signature_dish',
    specialPrice: '14.99',
    specialPriceCents: 1499,
    originalPrice: '17.99',
    originalPriceCents: 1799,
    percentOff: 17,
    artistMessage: null,
    validUntil: null,
    isActive: true,
    createdAt: '2026-11-20T00:00:00.000Z',
    ...overrides,
  };
}

function offering(overrides: Partial<SpecialOfferingView>): SpecialOfferingView {
  return {
    id: 1,
    vendorId: 1,
    vendorName: 'Curtain Call Burgers',
    eventId: 1,
    eventName: 'Neon Nights',
    eventDate: '2026-11-24T19:00:00.000Z',
    artistId: 1,
    artistName: 'Midnight Echo',
    artistGenres: ['Indie Rock'],
    title: 'VIP Burger Box',
    description: '',
    price: '24.99',
    priceCents: 2499,
    offeringType: 'limited_edition',
    availableQuantity: 50,
    remainingQuantity: 10,
    preOrderDeadline: null,
    artistMessage: null,
    pickupInstructions: null,
    isActive: true,
    isArtistApproved: true,
    maxPerCustomer: 2,
    createdAt: '2026-11-20T00:00:00.000Z',
    ...overrides,
  };
}

function artist(overrides: Partial<ArtistView>): ArtistView {
  return {
    id: 1,
    name: 'Midnight Echo',
    imageUrl: null,
    bio: '',
    genres: ['Indie Rock'],
    isVerified: true,
    socialLinks: {},
    nextEvent: null,
    eventCount: 0,
    specialItemCount: 0,
    ...overrides,
  };
}

describe('percentOff (accounts spec 5)', () => {
  it('rounds (original - special) / original to a whole percent', () => {
    expect(percentOff(1799, 1499)).toBe(17); // 16.68 %
    expect(percentOff(1000, 750)).toBe(25);
    expect(percentOff(300, 199)).toBe(34); // 33.67 %
    expect(percentOff(1000, 1000)).toBe(0);
  });
  it('is 0 without an original price', () => {
    expect(percentOff(0, 0)).toBe(0);
  });
});

describe('availabilityTone (accounts spec 4)', () => {
  it('is green above 50 %, yellow above 20 %, otherwise red', () => {
    expect(availabilityTone(51, 100)).toBe('green');
    expect(availabilityTone(50, 100)).toBe('yellow');
    expect(availabilityTone(21, 100)).toBe('yellow');
    expect(availabilityTone(20, 100)).toBe('red');
    expect(availabilityTone(0, 100)).toBe('red');
    expect(availabilityTone(0, 0)).toBe('red');
  });
});

describe('offeringButtonState (accounts spec 4)', () => {
  it('is sold out at 0 remaining, even before the deadline', () => {
    expect(offeringButtonState(offering({ remainingQuantity: 0 }), NOW)).toBe('sold_out');
  });
  it('is closed once the deadline has passed or the offering is inactive', () => {
    expect(
      offeringButtonState(offering({ preOrderDeadline: '2026-11-24T19:59:00.000Z' }), NOW),
    ).toBe('closed');
    expect(offeringButtonState(offering({ isActive: false }), NOW)).toBe('closed');
  });
  it('is open with stock left before the deadline', () => {
    expect(
      offeringButtonState(offering({ preOrderDeadline: '2026-11-24T20:01:00.000Z' }), NOW),
    ).toBe('open');
    expect(offeringButtonState(offering({ preOrderDeadline: null }), NOW)).toBe('open');
  });
});

describe('shownGenres (accounts spec 9: 3 per card)', () => {
  it('shows three and counts the rest', () => {
    expect(shownGenres(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(shownGenres(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});

describe('filters and sorts (accounts spec 2.13 and 5)', () => {
  const rows = [
    partnership({
      id: 1,
      artistName: 'Luna Vega',
      menuItemName: 'Agua Fresca',
      vendorName: 'Taco Truck',
      partnershipType: 'drink_special',
      specialPriceCents: 349,
      artistGenres: ['Latin Pop'],
      createdAt: '2026-11-21T00:00:00.000Z',
    }),
    partnership({
      id: 2,
      artistName: 'Midnight Echo',
      menuItemName: 'Double Headliner',
      specialPriceCents: 1499,
      createdAt: '2026-11-23T00:00:00.000Z',
    }),
    partnership({
      id: 3,
      artistName: 'Copper Lanterns',
      menuItemName: 'Brisket Plate',
      vendorName: 'Smokestack',
      specialPriceCents: 1899,
      artistGenres: ['Folk'],
      createdAt: '2026-11-22T00:00:00.000Z',
    }),
  ];
  const ids = (list: { id: number }[]) => list.map((row) => row.id);

  it('searches artist, item and vendor names, case-insensitively', () => {
    expect(ids(filterPartnerships(rows, { ...NO_FILTERS, search: 'luna' }))).toEqual([1]);
    expect(ids(filterPartnerships(rows, { ...NO_FILTERS, search: 'HEADLINER' }))).toEqual([2]);
    expect(ids(filterPartnerships(rows, { ...NO_FILTERS, search: 'smokestack' }))).toEqual([3]);
    expect(filterPartnerships(rows, { ...NO_FILTERS, search: 'nothing like it' })).toEqual([]);
  });

  it('filters by genre and type', () => {
    expect(ids(filterPartnerships(rows, { ...NO_FILTERS, genre: 'folk' }))).toEqual([3]);
    expect(ids(filterPartnerships(rows, { ...NO_FILTERS, type: 'drink_special' }))).toEqual([1]);
  });

  it('sorts newest, oldest, artist and by price', () => {
    expect(ids(filterPartnerships(rows, NO_FILTERS))).toEqual([2, 3, 1]);
    expect(ids(filterPartnerships(rows, { ...NO_FILTERS, sort: 'oldest' }))).toEqual([1, 3, 2]);
    expect(ids(filterPartnerships(rows, { ...NO_FILTERS, sort: 'artist' }))).toEqual([3, 1, 2]);
    expect(ids(filterPartnerships(rows, { ...NO_FILTERS, sort: 'price-low' }))).toEqual([1, 2, 3]);
    expect(ids(filterPartnerships(rows, { ...NO_FILTERS, sort: 'price-high' }))).toEqual([3, 2, 1]);
  });

  it('offerings: the artist sort does not apply and falls back to newest', () => {
    const offerings = [
      offering({
        id: 1,
        artistName: 'Zed',
        priceCents: 900,
        createdAt: '2026-11-21T00:00:00.000Z',
      }),
      offering({
        id: 2,
        artistName: 'Abe',
        priceCents: 100,
        createdAt: '2026-11-23T00:00:00.000Z',
        offeringType: 'vip_menu',
      }),
    ];
    expect(ids(filterOfferings(offerings, { ...NO_FILTERS, sort: 'artist' }))).toEqual([2, 1]);
    expect(ids(filterOfferings(offerings, { ...NO_FILTERS, sort: 'price-high' }))).toEqual([1, 2]);
    expect(ids(filterOfferings(offerings, { ...NO_FILTERS, type: 'vip_menu' }))).toEqual([2]);
    expect(ids(filterOfferings(offerings, { ...NO_FILTERS, search: 'burgers' }))).toEqual([2, 1]);
  });

  it('artists: search over name and genres, genre filter; genre options once each, A to Z', () => {
    const artists = [
      artist({ id: 1, name: 'Luna Vega', genres: ['Latin Pop', 'Dance'] }),
      artist({ id: 2, name: 'Midnight Echo', genres: ['Indie Rock', 'Dance'] }),
    ];
    expect(ids(filterArtists(artists, { ...NO_FILTERS, search: 'indie' }))).toEqual([2]);
    expect(ids(filterArtists(artists, { ...NO_FILTERS, genre: 'Dance' }))).toEqual([1, 2]);
    expect(genreOptions(artists)).toEqual(['Dance', 'Indie Rock', 'Latin Pop']);
  });

  it('featured artists: those with a show on now first, then the soonest coming up', () => {
    const artists = [
      artist({ id: 1, nextEvent: null }),
      artist({
        id: 2,
        nextEvent: {
          id: 9,
          name: 'Later',
          eventDate: '2026-12-10T00:00:00.000Z',
          status: 'upcoming',
        },
      }),
      artist({
        id: 3,
        nextEvent: {
          id: 8,
          name: 'Sooner',
          eventDate: '2026-12-01T00:00:00.000Z',
          status: 'upcoming',
        },
      }),
      artist({
        id: 4,
        nextEvent: {
          id: 7,
          name: 'Tonight',
          eventDate: '2026-11-24T19:00:00.000Z',
          status: 'ongoing',
        },
      }),
    ];
    expect(ids(featuredArtists(artists))).toEqual([4, 3, 2]);
  });
});
