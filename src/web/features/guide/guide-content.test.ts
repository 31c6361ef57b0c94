import { describe, expect, it } from 'vitest';
import { DEFAULT_PREP_MINUTES, MAX_PREP_MINUTES, MIN_PREP_MINUTES } from '../../../contract/vendor';
import { QUICK_ORDER_MAX_ITEMS } from '../quick-order/quick-order-steps';
import { VENDOR_OFFER_MIN_RATING } from '../../../contract/pricing';
import { ADMIN_SECTIONS } from './guide-admin-content';
import { CUSTOMER_SECTIONS } from './guide-customer-content';
import type { GuideSection } from './guide-types';
import { VENDOR_SECTIONS } from './guide-vendor-content';

const text = (sections: GuideSection[]) =>
  sections
    .flatMap((section) => [
      section.summary,
      ...section.blocks.flatMap((block) => [block.heading, ...block.items]),
    ])
    .join('\n');

// the guide describes only what exists, with the numbers the code uses
describe('guide content', () => {
  it("says ASAP uses the vendor's prep time, not a made-up number", () => {
    const customer = text(CUSTOMER_SECTIONS);
    expect(customer).toMatch(/ASAP \(ready after the vendor's prep time/);
    expect(customer).not.toMatch(/ASAP \(ready in about \d+ minutes\)/);
  });

  it('gives the real deal threshold, item limit and prep-time range', () => {
    const customer = text(CUSTOMER_SECTIONS);
    expect(customer).toContain(`above ${VENDOR_OFFER_MIN_RATING} stars) show a 20% OFF badge`);
    expect(customer).toContain('up to six available dishes');
    expect(QUICK_ORDER_MAX_ITEMS).toBe(6);
    expect(text(VENDOR_SECTIONS)).toContain(
      `between ${MIN_PREP_MINUTES} and ${MAX_PREP_MINUTES} minutes (${DEFAULT_PREP_MINUTES} by default)`,
    );
  });

  it('describes the calm customer status, the real urgency rule and asking before a cart switch', () => {
    const customer = text(CUSTOMER_SECTIONS);
    expect(customer).not.toMatch(/minutes late|marked urgent|within 15 minutes/);
    expect(customer).toContain('Taking a little longer');
    expect(customer).toContain('Keep my cart');
    const vendor = text(VENDOR_SECTIONS);
    expect(vendor).not.toMatch(/within 15 minutes/);
    expect(vendor).toContain('less time left until pickup than your prep time');
  });

  it('describes the built screens: talent & crew and artist partnerships', () => {
    const admin = text(ADMIN_SECTIONS);
    expect(admin).not.toContain('not built yet');
    for (const control of ['Create Program', 'Add Member', 'Issue ticket', 'CSV'])
      expect(admin).toContain(control);
    expect(text(VENDOR_SECTIONS)).toContain('Redeem meal ticket');
    // the artist partnerships page is built: the guide names its real controls
    const customer = text(CUSTOMER_SECTIONS);
    expect(customer).toContain('Add Artist Special to Cart');
    expect(customer).toContain('Pre-order Now');
    expect(customer).not.toMatch(/Coming Soon screen/);
    expect(text(VENDOR_SECTIONS)).not.toMatch(
      /Customers find them on the Artist Partnerships page/,
    );
  });

  it("names the admin dashboard's real controls", () => {
    const admin = text(ADMIN_SECTIONS);
    for (const control of [
      'Approve',
      'Reject',
      'Suspend',
      'Create Event',
      'Add Venue',
      'Deactivate',
    ])
      expect(admin).toContain(control);
    expect(admin).not.toMatch(/no approval screen|in the database|on their way/);
  });
});
