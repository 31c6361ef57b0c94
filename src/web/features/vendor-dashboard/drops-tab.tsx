import { Pencil, Plus, Power } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatMoney } from '../../../contract/money';
import {
  availabilityTone,
  OFFERING_BUTTON_LABEL,
  offeringButtonState,
  OFFERING_TYPE_LABEL,
  PARTNERSHIP_TYPE_LABEL,
  type AvailabilityTone,
  type PartnershipView,
  type SpecialOfferingView,
} from '../../../contract/partnerships';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { QueryState } from '../../components/query-state';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';
import {
  useSaveOffering,
  useSavePartnership,
  useVendorOfferings,
  useVendorPartnerships,
} from './api';
import { OfferingDialog, PartnershipDialog } from './drop-dialogs';

// accounts spec 2.13: the vendor's artist partnerships and limited offerings, each
// with Edit and Activate/Deactivate; deactivating asks first (customers stop seeing it).

const BAR_TONE: Record<AvailabilityTone, string> = {
  green: 'bg-success',
  yellow: 'bg-accent',
  red: 'bg-destructive',
};

type Drop = { kind: 'partnership' | 'offering'; id: number; name: string; isActive: boolean };

/** Activate at once; Deactivate after a confirmation. */
function ActiveToggle({ drop }: { drop: Drop }) {
  const partnership = useSavePartnership();
  const offering = useSaveOffering();
  const save = drop.kind === 'partnership' ? partnership : offering;
  const [isConfirming, setIsConfirming] = useState(false);
  const noun = drop.kind === 'partnership' ? 'Partnership' : 'Offering';
  const setActive = (isActive: boolean) =>
    save.mutate(
      { id: drop.id, body: { isActive } },
      {
        onSuccess: () => {
          toast({
            title: `${noun} Saved`,
            description: `${drop.name} is ${isActive ? 'active' : 'inactive'}.`,
            variant: 'success',
          });
          setIsConfirming(false);
        },
        onError: (error) =>
          toast({
            title: 'Update Failed',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <>
      <Button
        variant={drop.isActive ? 'ghost' : 'outline'}
        size="sm"
        disabled={save.isPending}
        aria-label={`${drop.isActive ? 'Deactivate' : 'Activate'} ${drop.name}`}
        onClick={() => (drop.isActive ? setIsConfirming(true) : setActive(true))}
      >
        <Power aria-hidden /> {drop.isActive ? 'Deactivate' : 'Activate'}
      </Button>
      {isConfirming ? (
        <ConfirmDialog
          title={`Deactivate ${drop.name}?`}
          description={`Customers will no longer see this ${noun.toLowerCase()}. You can activate it again later.`}
          confirmLabel="Deactivate"
          pendingLabel="Deactivating..."
          isPending={save.isPending}
          onConfirm={() => setActive(false)}
          onClose={() => setIsConfirming(false)}
        />
      ) : null}
    </>
  );
}

/** What customers see on an offering they can no longer pre-order; undefined while open. */
function customerLabelOf(offering: SpecialOfferingView): string | undefined {
  const state = offeringButtonState(offering);
  return state === 'open' ? undefined : OFFERING_BUTTON_LABEL[state];
}

/** One partnership or offering: what it is, its facts, its badges and its two actions. */
function DropRow({
  drop,
  subtitle,
  facts,
  onEdit,
  customerSees,
}: {
  drop: Drop;
  subtitle: string;
  facts: ReactNode;
  onEdit: () => void;
  /** An active drop customers cannot pre-order any more ('Pre-order Closed', 'Sold Out'). */
  customerSees?: string;
}) {
  return (
    <li className="grid gap-2 rounded-2xl border border-border bg-card p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold [overflow-wrap:anywhere]">{drop.name}</h3>
          <p className="text-sm text-muted-foreground">{subtitle}</p>
        </div>
        <div className="flex flex-wrap gap-1">
          <Badge variant={drop.isActive ? 'success' : 'outline'}>
            {drop.isActive ? 'Active' : 'Inactive'}
          </Badge>
          {drop.isActive && customerSees ? <Badge variant="outline">{customerSees}</Badge> : null}
        </div>
      </div>
      {facts}
      <div className="flex flex-wrap justify-end gap-1">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${drop.name}`}>
          <Pencil aria-hidden /> Edit
        </Button>
        <ActiveToggle drop={drop} />
      </div>
    </li>
  );
}

function PartnershipFacts({ partnership }: { partnership: PartnershipView }) {
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-2">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <dt className="sr-only">Price</dt>
        <dd className="text-lg font-bold tabular-nums">
          {formatMoney(partnership.specialPriceCents)}
        </dd>
        <dd className="text-muted-foreground line-through tabular-nums">
          <span className="sr-only">Menu price </span>
          {formatMoney(partnership.originalPriceCents)}
        </dd>
        <dd className="font-semibold text-success">{partnership.percentOff}% off</dd>
      </div>
      <div className="flex gap-1 text-muted-foreground sm:justify-end">
        <dt>Valid until</dt>
        <dd>{partnership.validUntil ? formatDateTime(partnership.validUntil) : 'no end date'}</dd>
      </div>
    </dl>
  );
}

function OfferingFacts({ offering }: { offering: SpecialOfferingView }) {
  const taken = offering.availableQuantity - offering.remainingQuantity;
  const tone = availabilityTone(offering.remainingQuantity, offering.availableQuantity);
  const percent =
    offering.availableQuantity > 0
      ? Math.min(100, (offering.remainingQuantity / offering.availableQuantity) * 100)
      : 0;
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-2">
      <div className="flex gap-2">
        <dt className="sr-only">Price</dt>
        <dd className="text-lg font-bold tabular-nums">{formatMoney(offering.priceCents)}</dd>
      </div>
      <div className="flex gap-1 text-muted-foreground sm:justify-end">
        <dt>Pre-order deadline</dt>
        <dd>{offering.preOrderDeadline ? formatDateTime(offering.preOrderDeadline) : 'none'}</dd>
      </div>
      <div className="grid gap-1 sm:col-span-2">
        <dt className="sr-only">Stock</dt>
        <dd className="tabular-nums">
          {taken} sold or held of {offering.availableQuantity} · {offering.remainingQuantity} left
        </dd>
        <dd aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
          <div
            data-tone={tone}
            className={cn('h-full rounded-full', BAR_TONE[tone])}
            style={{ width: `${percent}%` }}
          />
        </dd>
      </div>
    </dl>
  );
}

/** One list of the tab: its heading and New button, then loading, error, empty or the rows. */
function DropSection({
  id,
  title,
  action,
  query,
  what,
  count,
  empty,
  children,
}: {
  id: string;
  title: string;
  action: ReactNode;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  what: string;
  count: number | undefined;
  empty: { title: string; description: string; action?: ReactNode };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      <QueryState query={query} what={what} isEmpty={count === 0} empty={empty}>
        <ul className="grid gap-2 lg:grid-cols-2">{children}</ul>
      </QueryState>
    </section>
  );
}

type Editing =
  | { kind: 'partnership'; partnership?: PartnershipView }
  | { kind: 'offering'; offering?: SpecialOfferingView };

/** The Artist Drops tab of the vendor dashboard. */
export function DropsTab() {
  const partnerships = useVendorPartnerships();
  const offerings = useVendorOfferings();
  const [editing, setEditing] = useState<Editing>();
  const create = (kind: Editing['kind'], label: string) => (
    <Button size="sm" onClick={() => setEditing({ kind })}>
      <Plus aria-hidden /> {label}
    </Button>
  );
  return (
    <div className="grid gap-6">
      <DropSection
        id="drops-partnerships"
        title="Artist partnerships"
        action={create('partnership', 'New partnership')}
        query={partnerships}
        what="your partnerships"
        count={partnerships.data?.length}
        empty={{
          title: 'No artist partnerships yet',
          description: "Put an artist's name on one of your menu items at a special price.",
          action: create('partnership', 'Create partnership'),
        }}
      >
        {(partnerships.data ?? []).map((partnership) => (
          <DropRow
            key={partnership.id}
            drop={{
              kind: 'partnership',
              id: partnership.id,
              name: `${partnership.artistName} × ${partnership.menuItemName}`,
              isActive: partnership.isActive,
            }}
            subtitle={PARTNERSHIP_TYPE_LABEL[partnership.partnershipType]}
            facts={<PartnershipFacts partnership={partnership} />}
            onEdit={() => setEditing({ kind: 'partnership', partnership })}
          />
        ))}
      </DropSection>
      <DropSection
        id="drops-offerings"
        title="Limited offerings"
        action={create('offering', 'New offering')}
        query={offerings}
        what="your offerings"
        count={offerings.data?.length}
        empty={{
          title: 'No limited offerings yet',
          description: 'Offer a limited drop at an event for customers to pre-order.',
        }}
      >
        {(offerings.data ?? []).map((offering) => (
          <DropRow
            key={offering.id}
            drop={{
              kind: 'offering',
              id: offering.id,
              name: offering.title,
              isActive: offering.isActive,
            }}
            subtitle={`${OFFERING_TYPE_LABEL[offering.offeringType]} · ${offering.eventName}, ${formatDateTime(offering.eventDate)}`}
            facts={<OfferingFacts offering={offering} />}
            customerSees={customerLabelOf(offering)}
            onEdit={() => setEditing({ kind: 'offering', offering })}
          />
        ))}
      </DropSection>
      {editing?.kind === 'partnership' ? (
        <PartnershipDialog
          partnership={editing.partnership}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {editing?.kind === 'offering' ? (
        <OfferingDialog offering={editing.offering} onClose={() => setEditing(undefined)} />
      ) : null}
    </div>
  );
}
