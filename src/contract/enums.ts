// Enumerations shared by the database, the server and the web app (one source of truth per fact).

export const USER_ROLES = ['user', 'vendor', 'admin'] as const;
export const VENDOR_TYPES = ['food_truck', 'restaurant'] as const;
export const PRICE_RANGES = ['$', '$$', '$$$'] as const;
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
// accounts spec 5, menu item save
export const MENU_CATEGORIES = [
  'appetizers',
  'mains',
  'sides',
  'desserts',
  'beverages',
  'specials',
] as const;
export const EVENT_STATUSES = ['upcoming', 'ongoing', 'ended'] as const;
// accounts spec 4, order status
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'completed',
  'cancelled',
  'delayed',
] as const;
export const ORDER_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export const ORDER_FLOWS = ['browse', 'demo'] as const;
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'partially_refunded', 'refunded'] as const;
/** Paid and still owed its food: a partly refunded order stays on the board and the pass. */
export const PAID_PAYMENT_STATUSES = ['paid', 'partially_refunded'] as const;
export const isPaidStatus = (status: string): status is (typeof PAID_PAYMENT_STATUSES)[number] =>
  status === 'paid' || status === 'partially_refunded';
/**
 * Paid for, even if all of it went back since: an order refunded in full that the vendor did not
 * cancel is still made and collected (a meal on the house), on the kitchen screen and the pass.
 */
export const WAS_PAID_STATUSES = [...PAID_PAYMENT_STATUSES, 'refunded'] as const;
export const wasPaid = (status: string): boolean => isPaidStatus(status) || status === 'refunded';
/** Who caused a timeline entry; 'system' covers payments and other automatic changes. */
export const ACTOR_ROLES = ['user', 'vendor', 'admin', 'system'] as const;
/** Wallets paid through the browser's Payment Request sheet; the rest is the card form. */
export const WALLET_TYPES = ['google_pay', 'apple_pay'] as const;
export const PAYMENT_METHODS = ['card', ...WALLET_TYPES] as const;

export const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'processing',
  'succeeded',
  'failed',
] as const;
// customer spec 3, notification
export const NOTIFICATION_CATEGORIES = [
  'order',
  'payment',
  'vendor',
  'system',
  'promotion',
] as const;
export const NOTIFICATION_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
// accounts spec 4
export const PARTNERSHIP_TYPES = ['signature_dish', 'drink_special', 'combo_deal'] as const;
export const OFFERING_TYPES = [
  'pre_order',
  'vip_menu',
  'limited_edition',
  'backstage_special',
] as const;
// accounts spec 5, meal program form
export const MEAL_PROGRAM_TYPES = ['talent', 'crew', 'production', 'vip'] as const;
export const MEAL_TICKET_STATUSES = ['issued', 'redeemed', 'void'] as const;
export const IDEMPOTENT_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
