// Fixtures of the artist partnerships page's tests: artists, partnerships and offerings shaped as
// the public reads answer them, over the browse routes of vendors/testing.tsx.
import type {
  ArtistView,
  PartnershipView,
  SpecialOfferingView,
} from '../../../contract/partnerships';
import { renderWithProviders } from '../../../test/web-harness';
import { BROWSE_SCREEN, stubApi, type Routes } from '../vendors/testing';
import { PartnershipsPage } from './partnerships-page';

const HOUR = 60 * 60_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

export function makeArtist(fields: Partial<ArtistView> & Pick<ArtistView, 'id' | 'name'>) {
  return {
    imageUrl: null,
    bio: `${fields.name} plays loud.`,
    genres: ['Rock'],
    isVerified: true,
    socialLinks: {},
    nextEvent: null,
    eventCount: 1,
    specialItemCount: 1,
    ...fields,
  } satisfies ArtistView;
}

export const ARTISTS: ArtistView[] = [
  makeArtist({
    id: 1,
    name: 'Midnight Echo',
    genres: ['Indie Rock', 'Synth-Pop', 'Alternative', 'Dream Pop'],
    socialLinks: {
      instagram: 'https://instagram.com/midnightecho',
      // never followed: not a web link
      evil: 'javascript:alert(1)',
    },
    nextEvent: { id: 1, name: 'Neon Nights', eventDate: inHours(-1), status: 'ongoing' },
    specialItemCount: 5,
    eventCount: 2,
  }),
  makeArtist({
    id: 2,
    name: 'Luna Vega',
    genres: ['Latin Pop'],
    nextEvent: { id: 2, name: 'Starlight', eventDate: inHours(72), status: 'upcoming' },
  }),
  makeArtist({ id: 3, name: 'The Copper Lanterns', genres: ['Folk'], isVerified: false }),
];

export function makePartnership(
  fields: Partial<PartnershipView> & Pick<PartnershipView, 'id' | 'menuItemName'>,
): PartnershipView {
  return {
    artistId: 1,
    artistName: 'Midnight Echo',
    artistImageUrl: null,
    artistIsVerified: true,
    artistGenres: ['Indie Rock'],
    menuItemId: 12,
    menuItemDescription: `${fields.menuItemName}, the artist's pick.`,
    menuItemImageUrl: null,
    vendorId: 1,
    vendorName: 'Curtain Call Burgers',
    partnershipType: 'signature_dish',
    specialPrice: '14.99',
    specialPriceCents: 1499,
    originalPrice: '17.99',
    originalPriceCents: 1799,
    percentOff: 17,
    artistMessage: 'Bacon jam is non-negotiable.',
    validUntil: inHours(24 * 30),
    isActive: true,
    createdAt: '2026-11-01T12:00:00.000Z',
    ...fields,
  };
}

// prettier-ignore
export const PARTNERSHIPS: PartnershipView[] = [
  makePartnership({ id: 1, menuItemName: 'Double Headliner' }),
  makePartnership({ id: 2, menuItemName: 'Horchata', menuItemId: 22, vendorId: 2, vendorName: 'Taco Encore', artistId: 2, artistName: 'Luna Vega', artistGenres: ['Latin Pop'], partnershipType: 'drink_special', specialPriceCents: 349, specialPrice: '3.49', originalPriceCents: 449, originalPrice: '4.49', percentOff: 22, createdAt: '2026-11-02T12:00:00.000Z' }),
  makePartnership({ id: 3, menuItemName: 'Brisket Plate', menuItemId: 51, vendorId: 5, vendorName: 'Smokestack BBQ', artistId: 3, artistName: 'The Copper Lanterns', artistIsVerified: false, artistGenres: ['Folk'], specialPriceCents: 1599, specialPrice: '15.99', originalPriceCents: 1899, originalPrice: '18.99', percentOff: 16, createdAt: '2026-10-30T12:00:00.000Z' }),
];

export function makeOffering(
  fields: Partial<SpecialOfferingView> & Pick<SpecialOfferingView, 'id' | 'title'>,
): SpecialOfferingView {
  return {
    vendorId: 1,
    vendorName: 'Curtain Call Burgers',
    eventId: 1,
    eventName: 'Neon Nights',
    eventDate: inHours(-1),
    artistId: 1,
    artistName: 'Midnight Echo',
    artistGenres: ['Indie Rock'],
    description: `${fields.title}, only at the show.`,
    price: '24.99',
    priceCents: 2499,
    offeringType: 'limited_edition',
    availableQuantity: 50,
    remainingQuantity: 40,
    preOrderDeadline: inHours(1),
    artistMessage: 'Grab one before the last song!',
    pickupInstructions: 'VIP window at Lot B.',
    isActive: true,
    isArtistApproved: true,
    maxPerCustomer: 2,
    createdAt: '2026-11-01T12:00:00.000Z',
    ...fields,
  };
}

// prettier-ignore
export const OFFERINGS: SpecialOfferingView[] = [
  makeOffering({ id: 1, title: 'VIP Burger Box', remainingQuantity: 2 }),
  makeOffering({ id: 2, title: 'Backstage Platter', offeringType: 'backstage_special', preOrderDeadline: inHours(-0.5), remainingQuantity: 12, availableQuantity: 20 }),
  makeOffering({ id: 3, title: 'Churro Sundae', remainingQuantity: 0, availableQuantity: 30, priceCents: 1200, price: '12.00' }),
  makeOffering({ id: 4, title: 'Lounge Supper', offeringType: 'vip_menu', vendorName: 'Smokestack BBQ', artistName: 'The Copper Lanterns', artistGenres: ['Folk'], priceCents: 4500, price: '45.00', remainingQuantity: 25, availableQuantity: 25, isArtistApproved: false }),
];

export const partnershipRoutes = (overrides: Routes = {}): Routes => ({
  '/api/artists': ARTISTS,
  '/api/partnerships': PARTNERSHIPS,
  '/api/special-offerings': OFFERINGS,
  ...overrides,
});

/** The page over the scripted API (the browse routes, the three lists, then `overrides`). */
export function renderPartnerships(overrides: Routes = {}) {
  const api = stubApi(partnershipRoutes(overrides));
  return { api, ...renderWithProviders(<PartnershipsPage />, BROWSE_SCREEN) };
}
