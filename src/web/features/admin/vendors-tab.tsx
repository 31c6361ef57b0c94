import { AlertTriangle, Check, X } from 'lucide-react';
import { useRef, useState } from 'react';
import type { AdminVendorView } from '../../../contract/admin';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useAdminVendors, useDecideVendor, usePendingVendors, useSuspendVendor } from './api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { QueryState } from '../../components/query-state';
import { capitalize } from '../../lib/format';

// accounts spec 8: the approval toasts
const DECIDED = {
  title: 'Vendor Status Updated',
  description: 'Vendor approval status has been updated successfully.',
} as const;
const DECISION_FAILED = {
  title: 'Update Failed',
  description: 'Failed to update vendor status. Please try again.',
} as const;

function VendorFacts({ vendor }: { vendor: AdminVendorView }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
      <dt className="text-muted-foreground">Cuisine</dt>
      <dd>{capitalize(vendor.cuisine)}</dd>
      <dt className="text-muted-foreground">Price range</dt>
      <dd>{vendor.priceRange}</dd>
      <dt className="text-muted-foreground">Phone</dt>
      <dd>{vendor.phone ?? 'Not given'}</dd>
      <dt className="text-muted-foreground">Address</dt>
      <dd className="break-words">{vendor.address ?? 'Not given'}</dd>
      <dt className="text-muted-foreground">Owner</dt>
      <dd className="break-all">{vendor.ownerEmail ?? 'No account'}</dd>
    </dl>
  );
}

/** What the application lacks before customers could see it; approval waits for it. */
function MissingForListing({ vendor }: { vendor: AdminVendorView }) {
  if (vendor.missingForListing.length === 0) return null;
  return (
    <p
      id={`missing-${vendor.id}`}
      className="flex gap-2 rounded-xl bg-destructive/10 px-3 py-2 text-sm text-destructive"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        Not ready to list: still needs {vendor.missingForListing.join(' and ')}. The vendor adds
        them from their dashboard.
      </span>
    </p>
  );
}

function PendingApplications() {
  const pending = usePendingVendors();
  const decide = useDecideVendor();
  const [rejecting, setRejecting] = useState<AdminVendorView>();
  const heading = useRef<HTMLHeadingElement>(null);
  const send = (vendor: AdminVendorView, approved: boolean, reason?: string) =>
    decide.mutate(
      { vendorId: vendor.id, approved, reason },
      {
        onSuccess: () => {
          toast({ ...DECIDED, variant: 'success' });
          // the decided application leaves the list, and with it the focused Approve button
          // (a rejection's dialog hands focus back the same way, dialog.tsx)
          if (approved) heading.current?.focus({ preventScroll: true });
          setRejecting(undefined);
        },
        onError: (error) =>
          toast({
            title: DECISION_FAILED.title,
            description: errorMessage(error, DECISION_FAILED.description),
            variant: 'destructive',
          }),
      },
    );
  const list = pending.data ?? [];
  return (
    <Card role="region" aria-labelledby="pending-applications-title">
      <CardHeader className="flex-row flex-wrap items-center justify-between">
        <div className="grid gap-1">
          <CardTitle id="pending-applications-title" ref={heading} tabIndex={-1}>
            Pending Applications
          </CardTitle>
          <CardDescription>Approved vendors are listed to customers at once.</CardDescription>
        </div>
        {pending.data ? <Badge variant="accent">{list.length} pending</Badge> : null}
      </CardHeader>
      <CardContent>
        <QueryState
          query={pending}
          what="the pending applications"
          isEmpty={list.length === 0}
          empty={{
            title: 'No Pending Applications',
            description: 'All vendor applications have been reviewed.',
          }}
        >
          <ul className="grid gap-3">
            {list.map((vendor) => (
              <li
                key={vendor.id}
                className="grid gap-3 rounded-xl border border-border p-4 sm:grid-cols-[1fr_auto]"
              >
                <div className="grid gap-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold">{vendor.name}</h3>
                    <Badge variant="outline">Pending Review</Badge>
                  </div>
                  {vendor.description ? (
                    <p className="text-sm text-muted-foreground">{vendor.description}</p>
                  ) : null}
                  <VendorFacts vendor={vendor} />
                  <MissingForListing vendor={vendor} />
                </div>
                <div className="flex flex-wrap items-start gap-2">
                  <Button
                    size="sm"
                    disabled={decide.isPending || vendor.missingForListing.length > 0}
                    aria-describedby={
                      vendor.missingForListing.length > 0 ? `missing-${vendor.id}` : undefined
                    }
                    aria-label={`Approve ${vendor.name}`}
                    onClick={() => send(vendor, true)}
                  >
                    <Check aria-hidden /> Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={decide.isPending}
                    aria-label={`Reject ${vendor.name}`}
                    onClick={() => setRejecting(vendor)}
                  >
                    <X aria-hidden /> Reject
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </QueryState>
      </CardContent>
      {rejecting ? (
        <ConfirmDialog
          title={`Reject ${rejecting.name}?`}
          description="The vendor stays hidden from customers and is told of the decision."
          confirmLabel="Reject application"
          pendingLabel="Rejecting..."
          reasonLabel="Reason (optional, sent to the vendor)"
          isPending={decide.isPending}
          onConfirm={(reason) => send(rejecting, false, reason || undefined)}
          onClose={() => setRejecting(undefined)}
        />
      ) : null}
    </Card>
  );
}

/** A rejected vendor may reapply: the admin approves it here once it is complete. */
function ApproveRejectedButton({ vendor }: { vendor: AdminVendorView }) {
  const decide = useDecideVendor();
  const gaps = vendor.missingForListing;
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={decide.isPending || gaps.length > 0}
      title={gaps.length > 0 ? `Still needs ${gaps.join(' and ')}` : undefined}
      aria-label={`Approve ${vendor.name}`}
      onClick={() =>
        decide.mutate(
          { vendorId: vendor.id, approved: true },
          {
            onSuccess: () => toast({ ...DECIDED, variant: 'success' }),
            onError: (error) =>
              toast({
                title: DECISION_FAILED.title,
                description: errorMessage(error, DECISION_FAILED.description),
                variant: 'destructive',
              }),
          },
        )
      }
    >
      <Check aria-hidden /> Approve
    </Button>
  );
}

const STATUS_BADGE = {
  approved: { label: 'Approved', variant: 'success' },
  pending: { label: 'Pending Review', variant: 'outline' },
  rejected: { label: 'Rejected', variant: 'secondary' },
} as const;

function AllVendors() {
  const vendors = useAdminVendors();
  const suspend = useSuspendVendor();
  const [target, setTarget] = useState<AdminVendorView>();
  const list = vendors.data ?? [];
  const confirm = (reason: string) => {
    if (!target) return;
    suspend.mutate(
      { vendorId: target.id, suspended: !target.isSuspended, reason: reason || undefined },
      {
        onSuccess: () => {
          toast({
            title: target.isSuspended ? 'Vendor Reactivated' : 'Vendor Suspended',
            description: target.isSuspended
              ? `${target.name} is listed to customers again.`
              : `${target.name} is hidden from customers.`,
            variant: 'success',
          });
          setTarget(undefined);
        },
        onError: (error) =>
          toast({
            title: DECISION_FAILED.title,
            description: errorMessage(error, DECISION_FAILED.description),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <Card role="region" aria-labelledby="all-vendors-title">
      <CardHeader>
        <CardTitle id="all-vendors-title">All Vendors</CardTitle>
        <CardDescription>
          A suspended vendor is hidden from customers until it is reactivated.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={vendors}
          what="the vendors"
          isEmpty={list.length === 0}
          empty={{ title: 'No Vendors', description: 'No vendor has signed up yet.' }}
        >
          <ul className="grid gap-2">
            {list.map((vendor) => {
              const status = STATUS_BADGE[vendor.approvalStatus];
              return (
                <li
                  key={vendor.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border p-3"
                >
                  <div className="grid gap-1">
                    <span className="font-semibold">{vendor.name}</span>
                    <span className="flex flex-wrap gap-1.5">
                      <Badge variant={status.variant}>{status.label}</Badge>
                      {vendor.isSuspended ? <Badge variant="destructive">Suspended</Badge> : null}
                      {!vendor.isActive ? <Badge variant="outline">Closed</Badge> : null}
                      {vendor.missingForListing.length > 0 ? (
                        <Badge variant="outline">
                          Needs {vendor.missingForListing.join(' and ')}
                        </Badge>
                      ) : null}
                      <span className="text-xs text-muted-foreground">
                        {capitalize(vendor.cuisine)} · {vendor.priceRange}
                      </span>
                    </span>
                  </div>
                  {vendor.approvalStatus === 'rejected' ? (
                    <ApproveRejectedButton vendor={vendor} />
                  ) : null}
                  {vendor.approvalStatus === 'approved' ? (
                    <Button
                      size="sm"
                      variant={vendor.isSuspended ? 'outline' : 'destructive'}
                      disabled={suspend.isPending}
                      aria-label={`${vendor.isSuspended ? 'Reactivate' : 'Suspend'} ${vendor.name}`}
                      onClick={() => setTarget(vendor)}
                    >
                      {vendor.isSuspended ? 'Reactivate' : 'Suspend'}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </QueryState>
      </CardContent>
      {target ? (
        <ConfirmDialog
          title={target.isSuspended ? `Reactivate ${target.name}?` : `Suspend ${target.name}?`}
          description={
            target.isSuspended
              ? 'The vendor is listed to customers again and can take orders.'
              : 'Customers will no longer see this vendor or be able to order from it.'
          }
          confirmLabel={target.isSuspended ? 'Reactivate' : 'Suspend'}
          pendingLabel={target.isSuspended ? 'Reactivating...' : 'Suspending...'}
          isDestructive={!target.isSuspended}
          reasonLabel={target.isSuspended ? undefined : 'Reason (optional, sent to the vendor)'}
          isPending={suspend.isPending}
          onConfirm={confirm}
          onClose={() => setTarget(undefined)}
        />
      ) : null}
    </Card>
  );
}

/** accounts spec 2.10, Vendors. */
export function VendorsTab() {
  return (
    <div className="grid gap-4">
      <PendingApplications />
      <AllVendors />
    </div>
  );
}
