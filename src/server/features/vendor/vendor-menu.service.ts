import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import { insertRow } from '../../db/rows';
import type { MenuItemCreate, MenuItemUpdate } from '../../../contract/vendor';
import type { MenuItemView } from '../../../contract/vendors';
import { menuItems, type NewMenuItem } from '../../db/schema';
import { notFound } from '../../errors';
import { vendorUpdateMessage } from '../../realtime/events';
import { addToOutbox } from '../notifications/outbox';
import { withOutbox, type OutboxSender } from '../notifications/outbox-sender';
import { toMenuItemView } from '../vendors/vendors.service';
import { menuItemColumns, replaceOptionGroups } from '../vendors/menu-options';

// The vendor's own menu (accounts spec 2.9, Menu tab). Customers read the same rows through
// /api/vendors/{id}/menu and the order services, which skip unavailable and archived items, so a
// toggle or a delete here takes effect for the very next quote or order. Every change is
// announced with vendor_update, so customers' menus refresh at once.

/** Runs a change of the vendor's menu and records its vendor_update in the same transaction. */
function changeMenu<T>(
  db: Database,
  sender: OutboxSender,
  vendorId: number,
  change: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return withOutbox(db, sender, async (tx) => {
    const result = await change(tx);
    await addToOutbox(tx, [vendorUpdateMessage(vendorId)]);
    return result;
  });
}

/** An item of this vendor that has not been deleted. */
const ownItem = (vendorId: number, itemId: number) =>
  and(eq(menuItems.id, itemId), eq(menuItems.vendorId, vendorId), eq(menuItems.isArchived, false));

/** Every item not deleted, available or not, in the order they were added. */
export async function listOwnMenu(db: Executor, vendorId: number): Promise<MenuItemView[]> {
  const rows = await db
    .select(menuItemColumns)
    .from(menuItems)
    .where(and(eq(menuItems.vendorId, vendorId), eq(menuItems.isArchived, false)))
    .orderBy(asc(menuItems.id));
  return rows.map(toMenuItemView);
}

/** The item as saved, with its option groups (read inside the saving transaction). */
async function readOwnItem(tx: Executor, vendorId: number, itemId: number): Promise<MenuItemView> {
  const [row] = await tx.select(menuItemColumns).from(menuItems).where(ownItem(vendorId, itemId));
  if (!row) throw notFound('Menu item');
  return toMenuItemView(row);
}

export async function createMenuItem(
  db: Database,
  sender: OutboxSender,
  vendorId: number,
  body: MenuItemCreate,
): Promise<MenuItemView> {
  return changeMenu(db, sender, vendorId, async (tx) => {
    const created = await insertRow(tx, menuItems, {
      vendorId,
      name: body.name,
      description: body.description,
      priceCents: body.price,
      category: body.category,
      isAvailable: body.isAvailable,
      imageUrl: body.imageUrl ?? null,
      allergens: body.allergens,
      dietaryTags: body.dietaryTags,
      stockCount: body.stockCount,
      dailyStockCount: body.dailyStockCount,
    });
    await replaceOptionGroups(tx, { vendorId, itemId: created.id, groups: body.optionGroups });
    return readOwnItem(tx, vendorId, created.id);
  });
}

/** Another vendor's item, or a deleted one, is answered like a missing one (404). */
export async function updateMenuItem(
  db: Database,
  sender: OutboxSender,
  vendorId: number,
  itemId: number,
  body: MenuItemUpdate,
): Promise<MenuItemView> {
  const changes: Partial<NewMenuItem> = {
    name: body.name,
    description: body.description,
    priceCents: body.price,
    category: body.category,
    isAvailable: body.isAvailable,
    imageUrl: body.imageUrl,
    allergens: body.allergens,
    dietaryTags: body.dietaryTags,
    stockCount: body.stockCount,
    dailyStockCount: body.dailyStockCount,
  };
  const hasChanges = Object.values(changes).some((value) => value !== undefined);
  return changeMenu(db, sender, vendorId, async (tx) => {
    // only the option groups sent: the item is still locked, so it cannot be deleted meanwhile
    const [row] = hasChanges
      ? await tx.update(menuItems).set(changes).where(ownItem(vendorId, itemId)).returning()
      : await tx.select().from(menuItems).where(ownItem(vendorId, itemId)).for('update');
    if (!row) throw notFound('Menu item');
    if (body.optionGroups !== undefined)
      await replaceOptionGroups(tx, { vendorId, itemId, groups: body.optionGroups });
    return readOwnItem(tx, vendorId, itemId);
  });
}

/**
 * Soft delete: past orders keep pointing at the item (order_items reference it), so it is only
 * archived and made unavailable.
 */
export async function archiveMenuItem(
  db: Database,
  sender: OutboxSender,
  vendorId: number,
  itemId: number,
): Promise<void> {
  await changeMenu(db, sender, vendorId, async (tx) => {
    const archived = await tx
      .update(menuItems)
      .set({ isArchived: true, isAvailable: false })
      .where(ownItem(vendorId, itemId))
      .returning({ id: menuItems.id });
    if (archived.length === 0) throw notFound('Menu item');
  });
}
