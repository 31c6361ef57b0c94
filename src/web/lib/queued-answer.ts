import { z } from 'zod';
import { isQueuedReply, type QueuedReply } from './offline/queued-reply';

// issue 13 (customer spec 8): a write made offline is answered 202 with the queued reply instead
// of the resource. A write that may be queued reads its answer as either.

export const queuedReplySchema = z.custom<QueuedReply>(isQueuedReply);

/** The answer's schema, or the queued reply. */
export const orQueued = <T extends z.ZodType>(schema: T) => z.union([queuedReplySchema, schema]);

/** The window events the offline queue fires after replaying a write (shared protocol point 4). */
export const QUEUE_SUCCESS_EVENT = 'offline-queue-success';
export const QUEUE_FAILURE_EVENT = 'offline-queue-failure';

export type QueueCategory = 'order' | 'cart' | 'vendor' | 'general';
export type QueueSuccessDetail = {
  id: string;
  category: QueueCategory;
  url: string;
  method: string;
  status: number;
  body: unknown;
};
export type QueueFailureDetail = {
  id: string;
  category: QueueCategory;
  url: string;
  method: string;
  status: number;
  message: string;
};
