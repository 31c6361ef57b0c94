import { afterEach, describe, expect, it, vi } from 'vitest';
import { distanceUnitForLocale, formatDistance } from '../../../contract/vendors';
import { pickupWindowText, prepMinutes } from './cart-items';
import { formatDistanceForDevice } from './vendor-card';
import {
  applyHomeCategory,
  matchesCuisine,
  matchesText,
  sortVendors,
  vendorDistanceKm,
} from './vendor-filters';
import { makeVendor, vendor, VENDORS } from './testing';

afterEach(() => vi.unstubAllGlobals());

const names = (list: { name: string }[]) => list.map((entry) => entry.name);

describe('vendor filters', () => {
  it('matches every word of the text case-insensitively over the chosen fields', () => {
    expect(matchesText(vendor(6), 'WOOD fired', ['name', 'cuisine', 'description'])).toBe(true);
    expect(matchesText(vendor(6), 'wood', ['name', 'cuisine'])).toBe(false);
    expect(matchesText(vendor(6), '   ', ['name'])).toBe(true);
  });

  it('matches cuisine chips against lowercase stored cuisines', () => {
    expect(matchesCuisine(vendor(4), 'festival food')).toBe(true);
    expect(matchesCuisine(makeVendor({ id: 9, name: 'X', cuisine: 'Korean ' }), 'korean')).toBe(
      true,
    );
    expect(matchesCuisine(vendor(4), 'all')).toBe(true);
  });

  it('Popular keeps ratings of 4.5 and up, best first, without touching the input', () => {
    const copy = [...VENDORS];
    expect(names(applyHomeCategory(copy, 'popular'))).toEqual([
      'Seoul Stage Kitchen',
      'Curtain Call Burgers',
      'Taco Encore',
      'Encore Pizza',
    ]);
    expect(copy).toEqual(VENDORS);
  });

  it('Quick Bites counts a missing prep time as the 25 minute default', () => {
    const unknown = makeVendor({ id: 9, name: 'Mystery', estimatedPrepTime: 0 });
    expect(applyHomeCategory([unknown], 'quick-bites')).toEqual([]);
    expect(prepMinutes(unknown, 25)).toBe(25);
    expect(pickupWindowText(12)).toBe('12-17 min');
  });

  it('sorts by distance with unknown locations last', () => {
    const here = { latitude: 37.7723, longitude: -122.4897 };
    const sorted = names(sortVendors(VENDORS, 'nearest', here));
    expect(sorted.slice(0, 3)).toEqual([
      'Seoul Stage Kitchen',
      'Curtain Call Burgers',
      'Taco Encore',
    ]);
    expect(sorted.slice(3)).toEqual(['Midway Munchies', 'Smokestack BBQ', 'Encore Pizza']);
    expect(sortVendors(VENDORS, 'nearest', null)).toBe(VENDORS);
  });

  it('computes no distance without both ends', () => {
    expect(vendorDistanceKm(vendor(4), { latitude: 1, longitude: 1 })).toBeNull();
    expect(vendorDistanceKm(vendor(1), null)).toBeNull();
  });
});

describe('distance formatting (customer spec 9, via the contract)', () => {
  it('uses miles, and feet below 0.1 mi, in the US', () => {
    expect(distanceUnitForLocale('en-US')).toBe('imperial');
    expect(formatDistance(1, 'imperial')).toBe('0.6 mi');
    expect(formatDistance(0.1, 'imperial')).toBe('328 ft');
  });

  it('uses metres and kilometres elsewhere', () => {
    expect(distanceUnitForLocale('de-DE')).toBe('metric');
    expect(formatDistance(0.45, 'metric')).toBe('450 m');
    expect(formatDistance(2.345, 'metric')).toBe('2.3 km');
  });

  it("follows the device's language", () => {
    vi.stubGlobal('navigator', { language: 'fr-FR' });
    expect(formatDistanceForDevice(2)).toBe('2.0 km');
    vi.stubGlobal('navigator', { language: 'en-US' });
    expect(formatDistanceForDevice(2)).toBe('1.2 mi');
  });
});
