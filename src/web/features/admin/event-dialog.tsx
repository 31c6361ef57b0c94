import { useState } from 'react';
import {
  canMoveEventStatus,
  eventCreateSchema,
  type AdminEventView,
  type EventCreate,
  type EventUpdate,
} from '../../../contract/admin';
import { EVENT_STATUSES } from '../../../contract/enums';
import { FormDialogFooter, ModalDialog } from '../../components/ui/dialog';
import { FieldError, Input, Label, NativeSelect } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useAdminVendors, useAdminVenues, useSaveEvent } from './api';
import { capitalize, toIso, toLocalInput } from '../../lib/format';
import { fieldIssues } from '../../lib/api';

type Draft = {
  name: string;
  venueId: number;
  eventDate: string;
  estimatedEndTime: string;
  status: AdminEventView['status'];
  assignedVendors: number[];
};

function draftOf(event: AdminEventView | undefined): Draft {
  return {
    name: event?.name ?? '',
    // accounts spec 5: the default venue id is 0 ('Please select a venue')
    venueId: event?.venueId ?? 0,
    eventDate: toLocalInput(event?.eventDate ?? null),
    estimatedEndTime: toLocalInput(event?.estimatedEndTime ?? null),
    status: event?.status ?? 'upcoming',
    assignedVendors: event?.assignedVendors ?? [],
  };
}

/** The form as the create call's body, or each field's message (accounts spec 5). */
function parseDraft(draft: Draft) {
  const result = eventCreateSchema.safeParse({
    name: draft.name,
    venueId: draft.venueId,
    eventDate: toIso(draft.eventDate),
    estimatedEndTime: draft.estimatedEndTime ? toIso(draft.estimatedEndTime) : null,
    status: draft.status,
    assignedVendors: draft.assignedVendors,
  });
  if (result.success) return { body: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues)
    errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return { body: undefined, errors };
}

/** Only the fields that changed, for PATCH /api/admin/events/{id}. */
function changedFields(event: AdminEventView, body: EventCreate): EventUpdate {
  const update: EventUpdate = {};
  if (body.name !== event.name) update.name = body.name;
  if (body.venueId !== event.venueId) update.venueId = body.venueId;
  if (Date.parse(body.eventDate) !== Date.parse(event.eventDate)) update.eventDate = body.eventDate;
  const end = body.estimatedEndTime ?? null;
  if ((end && Date.parse(end)) !== (event.estimatedEndTime && Date.parse(event.estimatedEndTime)))
    update.estimatedEndTime = end;
  if (body.status !== event.status) update.status = body.status;
  const vendors = [...(body.assignedVendors ?? [])].sort((a, b) => a - b);
  if (vendors.join() !== [...event.assignedVendors].sort((a, b) => a - b).join())
    update.assignedVendors = vendors;
  return update;
}

/**
 * accounts spec 2.10 Create Event dialog (name, venue, event date, optional estimated end, status)
 * with assigned vendors; with an event it edits it, and its status moves only forwards.
 */
export function EventDialog({ event, onClose }: { event?: AdminEventView; onClose: () => void }) {
  const venues = useAdminVenues();
  const vendors = useAdminVendors();
  const save = useSaveEvent();
  const [draft, setDraft] = useState(() => draftOf(event));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const assignable = (vendors.data ?? []).filter(
    (vendor) =>
      (vendor.approvalStatus === 'approved' && !vendor.isSuspended) ||
      draft.assignedVendors.includes(vendor.id),
  );
  const statuses = EVENT_STATUSES.filter(
    (status) => !event || canMoveEventStatus(event.status, status),
  );
  const submit = () => {
    const parsed = parseDraft(draft);
    setErrors(parsed.errors);
    if (!parsed.body) return;
    const body = event ? changedFields(event, parsed.body) : parsed.body;
    if (event && Object.keys(body).length === 0) {
      onClose();
      return;
    }
    save.mutate(
      { id: event?.id, body },
      {
        onSuccess: () => {
          toast(
            event
              ? {
                  title: 'Event Updated',
                  description: `${parsed.body.name} saved.`,
                  variant: 'success',
                }
              : {
                  title: 'Event Created',
                  description: 'New event has been created successfully.',
                  variant: 'success',
                },
          );
          onClose();
        },
        onError: (error) => {
          const issues = fieldIssues(error);
          setErrors(issues);
          const fallback = event
            ? 'Failed to update event. Please try again.'
            : 'Failed to create event. Please try again.';
          toast({
            title: event ? 'Update Failed' : 'Creation Failed',
            description: Object.keys(issues).length > 0 ? errorMessage(error, fallback) : fallback,
            variant: 'destructive',
          });
        },
      },
    );
  };
  const field = (name: string) => ({
    id: `event-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `event-${name}-error` : undefined,
  });
  return (
    <ModalDialog
      className="max-w-xl"
      title={event ? `Edit ${event.name}` : 'Create Event'}
      description="Name, venue and date are required. Times are in your own time zone."
      onClose={onClose}
      isCloseBlocked={save.isPending}
    >
      <form
        className="grid gap-3"
        noValidate
        onSubmit={(submitEvent) => {
          submitEvent.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="event-name">Event name</Label>
          <Input
            {...field('name')}
            maxLength={200}
            value={draft.name}
            onChange={(change) => set('name', change.target.value)}
          />
          <FieldError id="event-name-error" message={errors.name} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="event-venueId">Venue</Label>
          <NativeSelect
            {...field('venueId')}
            value={draft.venueId}
            disabled={venues.isPending}
            onChange={(change) => set('venueId', Number(change.target.value))}
          >
            <option value={0}>{venues.isError ? "Venues couldn't load" : 'Select a venue'}</option>
            {(venues.data ?? []).map((venue) => (
              <option key={venue.id} value={venue.id}>
                {venue.name}, {venue.city}
              </option>
            ))}
          </NativeSelect>
          <FieldError id="event-venueId-error" message={errors.venueId} />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor="event-eventDate">Event date</Label>
            <Input
              {...field('eventDate')}
              type="datetime-local"
              value={draft.eventDate}
              onChange={(change) => set('eventDate', change.target.value)}
            />
            <FieldError id="event-eventDate-error" message={errors.eventDate} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="event-estimatedEndTime">Estimated end (optional)</Label>
            <Input
              {...field('estimatedEndTime')}
              type="datetime-local"
              value={draft.estimatedEndTime}
              onChange={(change) => set('estimatedEndTime', change.target.value)}
            />
            <FieldError id="event-estimatedEndTime-error" message={errors.estimatedEndTime} />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="event-status">Status</Label>
          <NativeSelect
            {...field('status')}
            value={draft.status}
            onChange={(change) => set('status', change.target.value as Draft['status'])}
          >
            {statuses.map((status) => (
              <option key={status} value={status}>
                {capitalize(status)}
              </option>
            ))}
          </NativeSelect>
          {event ? (
            <p className="text-xs text-muted-foreground">
              An event moves forwards only: upcoming, then ongoing, then ended.
            </p>
          ) : null}
          <FieldError id="event-status-error" message={errors.status} />
        </div>
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">Assigned vendors</legend>
          {vendors.isPending ? (
            <p className="text-sm text-muted-foreground">Loading vendors...</p>
          ) : assignable.length === 0 ? (
            <p className="text-sm text-muted-foreground">No approved vendors to assign yet.</p>
          ) : (
            <ul className="grid max-h-40 gap-1 overflow-y-auto rounded-xl border border-border p-2 sm:grid-cols-2">
              {assignable.map((vendor) => (
                <li key={vendor.id}>
                  {/* the whole row is the checkbox's label: a 44 px target on a touch screen */}
                  <label className="flex items-center gap-2 text-sm pointer-coarse:min-h-11">
                    <input
                      type="checkbox"
                      className="size-4 shrink-0 accent-primary"
                      checked={draft.assignedVendors.includes(vendor.id)}
                      onChange={(change) =>
                        set(
                          'assignedVendors',
                          change.target.checked
                            ? [...draft.assignedVendors, vendor.id]
                            : draft.assignedVendors.filter((id) => id !== vendor.id),
                        )
                      }
                    />
                    {vendor.name}
                  </label>
                </li>
              ))}
            </ul>
          )}
          <FieldError message={errors.assignedVendors} />
        </fieldset>
        <FieldError message={errors.form} />
        <FormDialogFooter
          submitLabel={event ? 'Save Event' : 'Create Event'}
          isPending={save.isPending}
          isCancelBlockedWhilePending
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}
