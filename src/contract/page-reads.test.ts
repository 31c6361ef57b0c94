import { describe, expect, it } from 'vitest';
import { MAX_ID } from './ids';
import { hasPageReads, pageReads } from './page-reads';

// The reads a page starts with, preloaded with the page load for the person opening it.

describe('pageReads', () => {
  it("names a customer's first reads on the home, search, a vendor's menu and the orders", () => {
    expect(pageReads('/', 'user')).toEqual([
      '/api/vendors',
      '/api/events/current',
      '/api/orders/recent',
    ]);
    expect(pageReads('/search', 'user')).toEqual(['/api/vendors']);
    expect(pageReads('/vendor/7', 'user')).toEqual([
      '/api/vendors/7',
      '/api/vendors/7/menu',
      '/api/events/current',
    ]);
    expect(pageReads('/vendor/7/', 'user')).toEqual(pageReads('/vendor/7', 'user'));
    expect(pageReads('/orders', 'user')).toEqual(['/api/orders']);
    expect(pageReads('/orders/12/pass', 'user')).toEqual(['/api/orders']);
    expect(pageReads('/orders/12/hatch', 'user')).toEqual(['/api/orders']);
  });

  it('names none for someone signed out or of another role: they see other pages there', () => {
    for (const path of ['/', '/search', '/vendor/7', '/orders']) {
      expect(pageReads(path, null), path).toEqual([]);
      expect(pageReads(path, 'vendor'), path).toEqual([]);
      expect(pageReads(path, 'admin'), path).toEqual([]);
    }
  });

  it('names none for an id the server would refuse, nor for pages without a list', () => {
    expect(pageReads(`/vendor/${MAX_ID}`, 'user')).toHaveLength(3);
    for (const path of [
      '/vendor/0',
      `/vendor/${MAX_ID + 1}`,
      '/vendor/99999999999',
      '/vendor/dashboard',
      '/vendor/7/menu',
      '/orders/12',
      '/profile',
      '/search/x',
      '//',
    ])
      expect(pageReads(path, 'user'), path).toEqual([]);
  });

  it('hasPageReads: whether a page load depends on who is signed in', () => {
    expect(hasPageReads('/')).toBe(true);
    expect(hasPageReads('/vendor/7')).toBe(true);
    expect(hasPageReads('/orders/3/pass')).toBe(true);
    expect(hasPageReads('/profile')).toBe(false);
    expect(hasPageReads('/assets/index.js')).toBe(false);
  });
});
