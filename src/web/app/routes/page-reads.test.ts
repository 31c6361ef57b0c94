import { describe, expect, it } from 'vitest';
import { pageReads } from '../../../contract/page-reads';
import { orderKeys } from '../../features/orders/keys';
import { vendorKeys } from '../../features/vendors/api';

// The server preloads a page's first reads (src/contract/page-reads.ts); a URL that is not
// the screen's own query key would be downloaded twice, so the table follows the keys.

const urlOf = (key: readonly unknown[]) => String(key[0]);

describe("the reads preloaded with a customer's page are the screens' own query keys", () => {
  it('home: vendors, the current event, recent orders', () => {
    expect(pageReads('/', 'user')).toEqual([
      urlOf(vendorKeys.all),
      urlOf(vendorKeys.currentEvent),
      urlOf(orderKeys.recent),
    ]);
  });

  it('search: vendors', () => {
    expect(pageReads('/search', 'user')).toEqual([urlOf(vendorKeys.all)]);
  });

  it("a vendor's menu: the vendor, its menu, the current event", () => {
    expect(pageReads('/vendor/12', 'user')).toEqual([
      urlOf(vendorKeys.detail(12)),
      urlOf(vendorKeys.menu(12)),
      urlOf(vendorKeys.currentEvent),
    ]);
  });

  it('orders: the list', () => {
    expect(pageReads('/orders', 'user')).toEqual([urlOf(orderKeys.all)]);
  });

  it("an order's receipt: the receipt", () => {
    expect(pageReads('/orders/12/receipt', 'user')).toEqual([urlOf(orderKeys.receipt(12))]);
  });
});
