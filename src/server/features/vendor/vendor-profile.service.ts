import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  isSelectableCuisine,
  vendorSettingsMessages,
  type VendorProfileUpdate,
  type VendorProfileView,
} from '../../../contract/vendor';
import { vendors, type User, type Vendor } from '../../db/schema';
import { invalidField } from '../../errors';
import { pickupSlotsUpdateMessage, vendorUpdateMessage } from '../../realtime/events';
import { addToOutbox, type OutboxMessage } from '../notifications/outbox';
import { withOutbox, type OutboxSender } from '../notifications/outbox-sender';

// The vendor's settings dialog (accounts spec 2.9 and 5). approvalStatus, ownerUserId and rating
// are not in the body schema, so the vendor can never change them.

export function toVendorProfileView(vendor: Vendor): VendorProfileView {
  return {
    id: vendor.id,
    name: vendor.name,
    description: vendor.description,
    cuisine: vendor.cuisine,
    vendorType: vendor.vendorType,
    priceRange: vendor.priceRange,
    phone: vendor.phone,
    address: vendor.address,
    location: vendor.location,
    estimatedPrepTime: vendor.estimatedPrepTime,
    isActive: vendor.isActive,
    approvalStatus: vendor.approvalStatus,
    imageUrl: vendor.imageUrl,
    slotCapacity: vendor.slotCapacity,
    hotShelfMinutes: vendor.hotShelfMinutes,
    lowStockThreshold: vendor.lowStockThreshold,
    stockResetTime: vendor.stockResetTime,
  };
}

/**
 * accounts spec 2.3 and 4: a vendor account always runs a vendor, so becoming one (signup, or an
 * admin's role change) opens an application pending approval. The description is left empty for
 * the vendor to write; customers never see a vendor without one.
 */
export async function openVendorApplication(
  db: Executor,
  owner: Pick<User, 'id' | 'firstName' | 'phone'>,
): Promise<Vendor> {
  const [vendor] = await db
    .insert(vendors)
    .values({
      ownerUserId: owner.id,
      name: `${owner.firstName}'s Kitchen`,
      description: '',
      cuisine: 'american',
      vendorType: 'food_truck',
      priceRange: '$$',
      phone: owner.phone,
      approvalStatus: 'pending',
    })
    .returning();
  if (!vendor) throw new Error('vendor insert returned no row');
  return vendor;
}

/**
 * Saves the fields sent; turning isActive off closes the vendor to new orders at once. customer
 * spec 7: open/closed, prep time and names change what customers see at once (vendor_update), and
 * a new capacity changes every slot's room (pickup_slots_update).
 */
export async function updateVendorProfile(
  db: Database,
  sender: OutboxSender,
  vendor: Vendor,
  changes: VendorProfileUpdate,
): Promise<VendorProfileView> {
  if (changes.cuisine !== undefined && !isSelectableCuisine(changes.cuisine, vendor.cuisine))
    throw invalidField('body.cuisine', vendorSettingsMessages.cuisine);
  const hasChanges = Object.values(changes).some((value) => value !== undefined);
  if (!hasChanges) return toVendorProfileView(vendor);
  // a new reset time counts from now: the next reset is when the clock next reads it, never at once
  const resetMoved =
    changes.stockResetTime !== undefined && changes.stockResetTime !== vendor.stockResetTime;
  return withOutbox(db, sender, async (tx) => {
    const [updated] = await tx
      .update(vendors)
      .set(resetMoved ? { ...changes, stockResetAt: new Date() } : changes)
      .where(eq(vendors.id, vendor.id))
      .returning();
    if (!updated) throw new Error('vendor update returned no row');
    const messages: OutboxMessage[] = [vendorUpdateMessage(vendor.id)];
    if (changes.slotCapacity !== undefined) messages.push(pickupSlotsUpdateMessage(vendor.id));
    await addToOutbox(tx, messages);
    return toVendorProfileView(updated);
  });
}
