import { MapPin, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { venueCreateSchema, type AdminEventView, type VenueCreate } from '../../../contract/admin';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { FormDialogFooter, ModalDialog } from '../../components/ui/dialog';
import { FieldError, Input, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useAdminEvents, useAdminVenues, useCreateVenue } from './api';
import { QueryState } from '../../components/query-state';
import { fieldIssues } from '../../lib/api';
import { capitalize, formatDate, formatTime } from '../../lib/format';
import { EventDialog } from './event-dialog';

const STATUS_BADGE = { upcoming: 'accent', ongoing: 'success', ended: 'secondary' } as const;

function EventRow({ event, onEdit }: { event: AdminEventView; onEdit: () => void }) {
  const vendorCount = event.assignedVendors.length;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border p-3">
      <div className="grid gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{event.name}</span>
          <Badge variant={STATUS_BADGE[event.status]}>{capitalize(event.status)}</Badge>
        </span>
        <span className="text-sm text-muted-foreground">
          {formatDate(event.eventDate)} at {formatTime(event.eventDate)}
          {event.estimatedEndTime ? `, ends about ${formatTime(event.estimatedEndTime)}` : ''}
        </span>
        <span className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden className="size-3.5" /> {event.venueName}
          </span>
          <span>
            {vendorCount} {vendorCount === 1 ? 'vendor' : 'vendors'} assigned
          </span>
        </span>
      </div>
      <Button size="sm" variant="outline" aria-label={`Edit ${event.name}`} onClick={onEdit}>
        <Pencil aria-hidden /> Edit
      </Button>
    </li>
  );
}

const VENUE_FIELDS = ['name', 'address', 'city'] as const;

function VenueDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateVenue();
  const [draft, setDraft] = useState<VenueCreate>({ name: '', address: '', city: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** Shows the problems and takes the admin to the first field that has one. */
  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const first = VENUE_FIELDS.find((name) => found[name]);
    if (first) document.getElementById(`venue-${first}`)?.focus();
  };
  const submit = () => {
    const parsed = venueCreateSchema.safeParse(draft);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      showErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (venue) => {
        toast({
          title: 'Venue Created',
          description: `${venue.name} can now host events.`,
          variant: 'success',
        });
        onClose();
      },
      onError: (error) => {
        showErrors(fieldIssues(error));
        toast({
          title: 'Creation Failed',
          description: errorMessage(error, 'Failed to create venue. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  };
  const input = (name: keyof VenueCreate, label: string) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`venue-${name}`}>{label}</Label>
      <Input
        id={`venue-${name}`}
        value={draft[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `venue-${name}-error` : undefined}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      />
      <FieldError id={`venue-${name}-error`} message={errors[name]} />
    </div>
  );
  return (
    <ModalDialog
      title="Add Venue"
      description="Name, address and city are required."
      onClose={onClose}
      isCloseBlocked={create.isPending}
    >
      <form
        className="grid gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {input('name', 'Venue name')}
        {input('address', 'Address')}
        {input('city', 'City')}
        <FormDialogFooter
          submitLabel="Add Venue"
          isPending={create.isPending}
          isCancelBlockedWhilePending
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}

function Venues() {
  const venues = useAdminVenues();
  const [isAdding, setAdding] = useState(false);
  const list = venues.data ?? [];
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between">
        <div className="grid gap-1">
          <CardTitle>Venues</CardTitle>
          <CardDescription>Where events take place.</CardDescription>
        </div>
        <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
          <Plus aria-hidden /> Add Venue
        </Button>
      </CardHeader>
      <CardContent>
        <QueryState
          query={venues}
          what="the venues"
          isEmpty={list.length === 0}
          empty={{ title: 'No Venues', description: 'Add a venue before creating events.' }}
        >
          <ul className="grid gap-2 sm:grid-cols-2">
            {list.map((venue) => (
              <li key={venue.id} className="rounded-xl border border-border p-3 text-sm">
                <span className="font-semibold">{venue.name}</span>
                <span className="block text-muted-foreground">
                  {venue.address}, {venue.city}
                </span>
              </li>
            ))}
          </ul>
        </QueryState>
      </CardContent>
      {isAdding ? <VenueDialog onClose={() => setAdding(false)} /> : null}
    </Card>
  );
}

/** accounts spec 2.10, Events: the list, create and edit (status, vendors), and the venues. */
export function EventsTab({ onCreate }: { onCreate: () => void }) {
  const events = useAdminEvents();
  const [editing, setEditing] = useState<AdminEventView>();
  const list = events.data ?? [];
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between">
          <div className="grid gap-1">
            <CardTitle>Events</CardTitle>
            <CardDescription>Latest first.</CardDescription>
          </div>
          <Button size="sm" onClick={onCreate}>
            <Plus aria-hidden /> Create Event
          </Button>
        </CardHeader>
        <CardContent>
          <QueryState
            query={events}
            what="the events"
            isEmpty={list.length === 0}
            empty={{ title: 'No Events', description: 'Create your first event to get started.' }}
          >
            <ul className="grid gap-2">
              {list.map((event) => (
                <EventRow key={event.id} event={event} onEdit={() => setEditing(event)} />
              ))}
            </ul>
          </QueryState>
        </CardContent>
      </Card>
      <Venues />
      {editing ? <EventDialog event={editing} onClose={() => setEditing(undefined)} /> : null}
    </div>
  );
}
