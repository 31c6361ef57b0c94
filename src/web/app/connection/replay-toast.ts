import type {
  QueueCategory,
  QueueFailureDetail,
  ReplaySummary,
} from '../../lib/offline/offline-queue';

const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`;

/** What a failed write was, in the words of the person who made it. */
export const CATEGORY_LABELS: Record<QueueCategory, string> = {
  order: 'Order',
  cart: 'Cart change',
  vendor: 'Vendor update',
  general: 'Change',
};

const describeFailure = (failure: QueueFailureDetail) =>
  `${CATEGORY_LABELS[failure.category]} - ${failure.message}`;

/**
 * customer spec 4: after a replay run, how many changes went out and how many failed, naming what
 * failed ('3 changes sent', '1 change could not be sent: Order - Closed right now.').
 */
export function replayToastText(summary: ReplaySummary): {
  title: string;
  description?: string;
  isFailure: boolean;
} {
  const sent = summary.sent.length;
  const failed = summary.failed.length;
  const failedText =
    failed === 0
      ? undefined
      : `${changes(failed)} could not be sent: ${summary.failed.map(describeFailure).join('; ')}`;
  if (sent === 0 && failedText) return { title: failedText, isFailure: true };
  return { title: `${changes(sent)} sent`, description: failedText, isFailure: failed > 0 };
}
