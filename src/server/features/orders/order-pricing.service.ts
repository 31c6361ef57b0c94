import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Bindable } from '../../db/prepared';
import { centsToDecimal } from '../../../contract/money';
import {
  MAX_LINE_QUANTITY,
  type OrderFlow,
  type OrderQuote,
  type QuoteLine,
} from '../../../contract/orders';
import { addTip, applyMealAllowance, priceOrder } from '../../../contract/pricing';
import { TIP_NEEDS_CARD_MESSAGE } from '../../../contract/tips';
import {
  checkChoices,
  toChosenOptionView,
  unitPriceWithOptions,
  type ChosenOption,
} from '../../../contract/menu-options';
import { formatTicketCode } from '../../../contract/talent-crew';
import { menuItems, partnerships, type Vendor } from '../../db/schema';
import { AppError, notFound, unauthenticated } from '../../errors';
import { findRedeemableTicket, type RedeemableTicket } from '../talent-crew/meal-tickets.service';
import { findListedVendor } from '../vendors/vendors.service';
import { menuItemColumns, type MenuItemWithOptions } from '../vendors/menu-options';

// architecture guide: the server recomputes every price, fee, tax and total from its own menu; a
// client's figures are only compared, never stored.

/** One cart line as sent; `path` names its id field for error messages (body.items.N.id…). */
export type RequestedLine = {
  menuItemId: number;
  quantity: number;
  notes?: string;
  /** An artist special's partnership: the line is priced at its special price while current. */
  partnershipId?: number;
  /** The options chosen for the item. */
  optionIds?: readonly number[];
  path: string;
};

export type PricedLine = Omit<QuoteLine, 'options'> & {
  notes: string | null;
  options: ChosenOption[];
  /** The item's portions are counted: the order takes them when it is written. */
  isCounted: boolean;
  /** The request's field naming the line's item, for an error about it. */
  path: string;
};

export type PricedOrder = OrderQuote & {
  vendor: Vendor;
  pricedLines: PricedLine[];
  /** Lines sent as an artist special whose partnership has ended: priced at the menu price. */
  endedSpecials: string[];
};

/** An approved vendor that is taking orders right now. */
export async function findOrderableVendor(db: Executor, vendorId: number): Promise<Vendor> {
  return assertOrderable(await findListedVendor(db, vendorId));
}

/** The listed vendor (undefined: none by that id, 404) if it is taking orders right now. */
export function orderableVendor(vendor: Vendor | undefined): Vendor {
  if (!vendor) throw notFound('Vendor');
  return assertOrderable(vendor);
}

function assertOrderable(vendor: Vendor): Vendor {
  // accounts spec 4: a temporarily closed vendor takes no orders
  if (!vendor.isActive) {
    throw new AppError('VENDOR_CLOSED', 409, `${vendor.name} is not taking orders right now`, {
      issues: [{ path: 'body.vendorId', message: `${vendor.name} is not taking orders right now` }],
    });
  }
  return vendor;
}

type MergedLine = {
  menuItemId: number;
  partnershipId?: number;
  optionIds: readonly number[];
  quantity: number;
  notes: string[];
  path: string;
};

/**
 * Two lines for one item with the same choices become one line (the cart would have raised the
 * quantity); an artist special, or the item with other choices, stays a line of its own.
 */
function mergeLines(lines: readonly RequestedLine[]): MergedLine[] {
  const merged = new Map<string, MergedLine>();
  for (const line of lines) {
    const optionIds = line.optionIds ?? [];
    const choices = [...optionIds].sort((a, b) => a - b).join(',');
    const key = `${line.menuItemId}:${line.partnershipId ?? ''}:${choices}`;
    const existing = merged.get(key);
    const notes = line.notes ? [line.notes] : [];
    if (existing) {
      existing.quantity += line.quantity;
      existing.notes.push(...notes);
    } else {
      merged.set(key, { ...line, optionIds, notes });
    }
  }
  const tooMany = [...merged.values()].filter((line) => line.quantity > MAX_LINE_QUANTITY);
  if (tooMany.length > 0) {
    const message = `Quantity cannot be more than ${MAX_LINE_QUANTITY}`;
    throw new AppError('VALIDATION_FAILED', 400, message, {
      issues: tooMany.map((line) => ({ path: quantityPath(line.path), message })),
    });
  }
  return [...merged.values()];
}

const quantityPath = (idPath: string) => idPath.replace(/\.[^.]+$/, '.quantity');
const optionsPath = (idPath: string) => idPath.replace(/\.[^.]+$/, '.optionIds');

/**
 * The menu items the lines name, as they are now, with their option groups (any vendor's: the
 * pricing checks).
 */
export const menuItemsNamedQuery = (db: Executor, ids: Bindable<readonly number[]>) =>
  db
    .select(menuItemColumns)
    .from(menuItems)
    .where(sql`${menuItems.id} = any(${sql.param(ids)}::int[])`);

/** Checks every line against the vendor's menu as it is now, and prices it in integer cents. */
export async function priceLines(
  db: Executor,
  vendor: Vendor,
  lines: readonly RequestedLine[],
  flow: OrderFlow,
  now: Date = new Date(),
): Promise<PricedOrder> {
  return priceLinesFrom(db, {
    vendor,
    lines,
    flow,
    now,
    found: await menuItemsNamedQuery(
      db,
      lines.map((line) => line.menuItemId),
    ),
  });
}

/** priceLines with the named menu items already read (`found`, from menuItemsNamedQuery). */
export async function priceLinesFrom(
  db: Executor,
  options: {
    vendor: Vendor;
    lines: readonly RequestedLine[];
    flow: OrderFlow;
    now: Date;
    found: readonly MenuItemWithOptions[];
  },
): Promise<PricedOrder> {
  const { vendor, lines, flow, now, found } = options;
  const merged = mergeLines(lines);
  const byId = new Map(found.map((item) => [item.id, item]));
  assertOnMenu(vendor, merged, byId);
  const items = merged.map((line) => ({
    line,
    item: byId.get(line.menuItemId) as MenuItemWithOptions,
  }));
  assertAvailable(items);
  const chosen = chooseOptions(items);
  assertPortionsLeft(items);
  const specials = await currentSpecials(db, vendor, merged, now);

  const endedSpecials: string[] = [];
  const pricedLines: PricedLine[] = items.map(({ line, item }, index) => {
    const special = line.partnershipId === undefined ? undefined : specials.get(line.partnershipId);
    if (line.partnershipId !== undefined && special === undefined) endedSpecials.push(line.path);
    const options = chosen[index] ?? [];
    const unitPriceCents = unitPriceWithOptions(special ?? item.priceCents, options);
    return {
      menuItemId: item.id,
      partnershipId: special === undefined ? null : (line.partnershipId ?? null),
      name: item.name,
      quantity: line.quantity,
      unitPriceCents,
      lineTotalCents: unitPriceCents * line.quantity,
      notes: line.notes.length > 0 ? line.notes.join('; ') : null,
      options,
      isCounted: item.stockCount !== null,
      path: line.path,
    };
  });
  const price = priceOrder(pricedLines, flow, vendor);
  return {
    flow,
    vendorId: vendor.id,
    lines: pricedLines.map(({ notes: _n, isCounted: _c, path: _p, options, ...line }) => ({
      ...line,
      options: options.map(toChosenOptionView),
    })),
    ...price,
    subtotal: centsToDecimal(price.subtotalCents),
    discount: centsToDecimal(price.discountCents),
    serviceFee: centsToDecimal(price.serviceFeeCents),
    tax: centsToDecimal(price.taxCents),
    mealAllowanceCents: 0,
    mealAllowance: centsToDecimal(0),
    tipCents: 0,
    tip: centsToDecimal(0),
    total: centsToDecimal(price.totalCents),
    mealTicketCode: null,
    prepMinutes: vendor.estimatedPrepTime,
    vendor,
    pricedLines,
    endedSpecials,
  };
}

/**
 * The special price of each partnership the lines name, if it is current (active, not
 * past validUntil) and is this vendor's partnership for that very item; one query.
 */
async function currentSpecials(
  db: Executor,
  vendor: Vendor,
  lines: readonly MergedLine[],
  now: Date,
): Promise<Map<number, number>> {
  const ids = lines.flatMap((line) =>
    line.partnershipId === undefined ? [] : [line.partnershipId],
  );
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(partnerships)
    .where(
      and(
        inArray(partnerships.id, ids),
        eq(partnerships.vendorId, vendor.id),
        eq(partnerships.isActive, true),
        or(isNull(partnerships.validUntil), gt(partnerships.validUntil, now)),
      ),
    );
  const specials = new Map<number, number>();
  for (const line of lines) {
    const row = rows.find(
      (candidate) =>
        candidate.id === line.partnershipId && candidate.menuItemId === line.menuItemId,
    );
    if (row) specials.set(row.id, row.specialPriceCents);
  }
  return specials;
}

function assertOnMenu(vendor: Vendor, lines: MergedLine[], byId: Map<number, MenuItemWithOptions>) {
  const issues = lines
    .filter((line) => byId.get(line.menuItemId)?.vendorId !== vendor.id)
    .map((line) => ({
      path: line.path,
      message: `Menu item ${line.menuItemId} is not on ${vendor.name}'s menu`,
    }));
  const first = issues[0];
  if (first) throw new AppError('VALIDATION_FAILED', 400, first.message, { issues });
}

type LineWithItem = { line: MergedLine; item: MenuItemWithOptions };

function assertAvailable(items: LineWithItem[]) {
  const issues = items
    .filter(({ item }) => !item.isAvailable || item.isArchived)
    .map(({ line, item }) => ({
      path: line.path,
      message: `${item.name} is not available right now`,
    }));
  const first = issues[0];
  if (first) throw new AppError('ITEM_UNAVAILABLE', 409, first.message, { issues });
}

/**
 * Each line's options, checked against its item's groups (menu-options.ts): a choice that breaks
 * a rule is a 400 naming the line's optionIds, an option switched off a 409 like an item.
 */
function chooseOptions(items: LineWithItem[]): ChosenOption[][] {
  return items.map(({ line, item }) => {
    const result = checkChoices(item.name, item.optionGroups, line.optionIds);
    if ('chosen' in result) return result.chosen;
    const { message, unavailable } = result.problem;
    const issues = [{ path: optionsPath(line.path), message }];
    throw unavailable
      ? new AppError('ITEM_UNAVAILABLE', 409, message, { issues })
      : new AppError('VALIDATION_FAILED', 400, message, { issues });
  });
}

/** The portions each counted item has left cover the order's lines of it (all choices together). */
function assertPortionsLeft(items: LineWithItem[]) {
  const wanted = new Map<number, number>();
  for (const { line, item } of items)
    if (item.stockCount !== null) wanted.set(item.id, (wanted.get(item.id) ?? 0) + line.quantity);
  const issues = items
    .filter(({ item }) => item.stockCount !== null && (wanted.get(item.id) ?? 0) > item.stockCount)
    .map(({ line, item }) => ({ path: line.path, message: soldOutMessage(item) }));
  const first = issues[0];
  if (first) throw new AppError('ITEM_UNAVAILABLE', 409, first.message, { issues });
}

/** What a customer is told when an item has fewer portions left than the order asks for. */
export const soldOutMessage = (item: { name: string; stockCount: number | null }) =>
  item.stockCount === 0 ? `${item.name} is sold out` : `Only ${item.stockCount} ${item.name} left`;

/**
 * The customer's tip added to the priced order and its total. Tips are paid by card only, so a
 * tip with a meal ticket is refused (400 on body.tip) rather than split between the two.
 */
export function withTip(
  priced: PricedOrder,
  tipCents: number | undefined,
  options: { hasMealTicket: boolean },
): PricedOrder {
  if (!tipCents) return priced;
  if (options.hasMealTicket)
    throw new AppError('VALIDATION_FAILED', 400, TIP_NEEDS_CARD_MESSAGE, {
      issues: [{ path: 'body.tip', message: TIP_NEEDS_CARD_MESSAGE }],
    });
  const tipped = addTip(priced, tipCents);
  return { ...tipped, tip: centsToDecimal(tipCents), total: centsToDecimal(tipped.totalCents) };
}

/** A meal ticket's allowance taken off the priced order (never below zero). */
export function withMealAllowance(
  priced: PricedOrder,
  ticket: { code: string; allowanceCents: number },
): PricedOrder {
  const after = applyMealAllowance(priced.totalCents, ticket.allowanceCents);
  return {
    ...priced,
    ...after,
    mealAllowance: centsToDecimal(after.mealAllowanceCents),
    total: centsToDecimal(after.totalCents),
    mealTicketCode: formatTicketCode(ticket.code),
  };
}

/** The client-facing quote: the priced order without the server's internals. */
export function toQuote(priced: PricedOrder): OrderQuote {
  const { vendor: _vendor, pricedLines: _pricedLines, endedSpecials: _ended, ...quote } = priced;
  return quote;
}

export type CheckoutTicket = RedeemableTicket & { code: string };

/**
 * The signed-in customer's meal ticket with this code, if it can pay this vendor now (accounts
 * spec 3: a ticket is the crew member's whose contact is the account's e-mail). A refusal names
 * the field.
 */
export async function findCheckoutTicket(
  db: Executor,
  input: { code: string; ownerEmail: string; vendorId: number; now?: Date },
): Promise<CheckoutTicket> {
  const { code, ownerEmail, vendorId, now = new Date() } = input;
  try {
    const ticket = await findRedeemableTicket(db, {
      code,
      ownerEmail: ownerEmail.trim().toLowerCase(),
      vendorId,
      now,
    });
    return { ...ticket, code };
  } catch (error) {
    throw error instanceof AppError ? onTicketField(error) : error;
  }
}

/** The same refusal with `body.mealTicketCode` named as the field. */
export function onTicketField(error: AppError): AppError {
  return new AppError(error.code, error.statusCode, error.message, {
    issues: [{ path: 'body.mealTicketCode', message: error.message }],
  });
}

/**
 * POST /api/orders/quote: the same checks as placing an order, nothing written. A meal ticket
 * code is checked against the signed-in customer (`ownerEmail`) and its allowance shown, but the
 * ticket is not redeemed.
 */
export async function quoteOrder(
  db: Executor,
  input: {
    flow: OrderFlow;
    vendorId: number;
    items: {
      menuItemId: number;
      quantity: number;
      partnershipId?: number;
      optionIds?: number[];
    }[];
    mealTicketCode?: string;
    tip?: number;
  },
  options: { ownerEmail?: string } = {},
): Promise<OrderQuote> {
  const vendor = await findOrderableVendor(db, input.vendorId);
  const lines = input.items.map((item, index) => ({
    ...item,
    path: `body.items.${index}.menuItemId`,
  }));
  const priced = withTip(await priceLines(db, vendor, lines, input.flow), input.tip, {
    hasMealTicket: input.mealTicketCode !== undefined,
  });
  if (input.mealTicketCode === undefined) return toQuote(priced);
  if (options.ownerEmail === undefined) throw unauthenticated();
  const ticket = await findCheckoutTicket(db, {
    code: input.mealTicketCode,
    ownerEmail: options.ownerEmail,
    vendorId: vendor.id,
  });
  return toQuote(withMealAllowance(priced, ticket));
}
