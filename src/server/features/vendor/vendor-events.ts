import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../realtime/bus';

/**
 * customer spec 7: a vendor's settings or menu changed, so every client refetches what it shows of
 * this vendor (open/closed, prep time, names, dishes and their availability) at once. Called after
 * the change is saved; a message that cannot be published is only logged, never fails the change.
 */
export async function publishVendorUpdate(
  bus: EventBus,
  log: FastifyBaseLogger,
  vendorId: number,
): Promise<void> {
  await bus
    .publish({ kind: 'broadcast' }, { type: 'vendor_update', data: { vendorId } })
    .catch((error: unknown) => log.warn({ err: error }, 'vendor_update not published'));
}
