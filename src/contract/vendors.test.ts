import { describe, expect, it } from 'vitest';
import { cuisineLabel, distanceKm, distanceUnitForLocale, formatDistance } from './vendors';

describe('distance (customer spec 9)', () => {
  it('computes great-circle distance', () => {
    const venue = { latitude: 37.7694, longitude: -122.4862 };
    expect(distanceKm(venue, venue)).toBe(0);
    expect(distanceKm(venue, { latitude: 37.7784, longitude: -122.4862 })).toBeCloseTo(1.0, 1);
  });
  it('shows miles with 0.621371 per km, and feet below 0.1 mi', () => {
    expect(formatDistance(1, 'imperial')).toBe('0.6 mi');
    expect(formatDistance(0.5, 'imperial')).toBe('0.3 mi');
    expect(formatDistance(0.1, 'imperial')).toBe('328 ft');
    expect(formatDistance(0.16, 'imperial')).toBe('525 ft');
    expect(formatDistance(0.17, 'imperial')).toBe('0.1 mi');
  });
  it('shows km or m where the locale prefers', () => {
    expect(formatDistance(1.26, 'metric')).toBe('1.3 km');
    expect(formatDistance(0.45, 'metric')).toBe('450 m');
    expect(distanceUnitForLocale('en-US')).toBe('imperial');
    expect(distanceUnitForLocale('de-DE')).toBe('metric');
    expect(distanceUnitForLocale('fr')).toBe('imperial');
  });
  it('labels cuisines in title case', () => {
    expect(cuisineLabel('festival food')).toBe('Festival Food');
    expect(cuisineLabel('bbq')).toBe('BBQ');
  });
});
