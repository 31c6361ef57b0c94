export const QUEUED_MESSAGE = 'Request queued for processing when connection is restored';
export type QueuedReply = { success: true; pendingId: string; status: 'pending'; message: string; offline: true };
export function queuedReply(pendingId: string): QueuedReply {
  return { success: true, pendingId, status: 'pending', message: QUEUED_MESSAGE, offline: true };
}
export function isQueuedReply(body: unknown): body is QueuedReply {
  return typeof body === 'object' && body !== null && (body as { offline?: unknown }).offline === true &&
    (body as { status?: unknown }).status === 'pending' && typeof (body as { pendingId?: unknown }).pendingId === 'string';
}
