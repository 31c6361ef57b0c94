import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventFormMessages } from '../../../contract/admin';
import { mockApi, type MockRoute } from '../checkout/test-support';
import { renderWithProviders } from '../../../test/web-harness';
import { ADMIN_ROUTES, ADMIN_USER, makeEvent, makeVendor } from './admin.test-support';
import { toLocalInput } from '../../lib/format';
import { EventDialog } from './event-dialog';
import { EventsTab } from './events-tab';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));
afterEach(() => mocks.toast.mockReset());

const VENDORS = [
  makeVendor({ id: 1, name: 'Curtain Call Burgers', approvalStatus: 'approved' }),
  makeVendor({ id: 2, name: 'Taco Encore', approvalStatus: 'approved' }),
  makeVendor({ id: 3, name: 'Night Owl Noodles', approvalStatus: 'pending' }),
];

function renderDialog(ui: React.ReactNode, routes: Record<string, MockRoute> = {}) {
  const api = mockApi({ ...ADMIN_ROUTES, 'GET /api/admin/vendors': { body: VENDORS }, ...routes });
  renderWithProviders(ui, { path: '/admin', user: ADMIN_USER });
  return api;
}

describe('EventDialog (accounts spec 2.10 and 5, event form)', () => {
  it("names each missing field with the spec's message and sends nothing", async () => {
    const onClose = vi.fn();
    const api = renderDialog(<EventDialog onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create Event' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    for (const message of [
      eventFormMessages.name,
      eventFormMessages.venue,
      eventFormMessages.eventDate,
    ])
      expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(api.callsTo('POST', '/api/admin/events')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates an event with ISO dates, a null end when empty and the vendors ticked', async () => {
    const onClose = vi.fn();
    const api = renderDialog(<EventDialog onClose={onClose} />, {
      'POST /api/admin/events': { status: 201, body: makeEvent() },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Event' });
    fireEvent.change(within(dialog).getByLabelText('Event name'), {
      target: { value: 'Encore Night' },
    });
    await within(dialog).findByRole('option', { name: 'Bayfront Pavilion, San Francisco' });
    fireEvent.change(within(dialog).getByLabelText('Venue'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Event date'), {
      target: { value: '2030-06-01T19:30' },
    });
    // only approved vendors can be assigned
    expect(within(dialog).queryByLabelText('Night Owl Noodles')).toBeNull();
    fireEvent.click(await within(dialog).findByLabelText('Taco Encore'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/events')[0]?.body).toEqual({
        name: 'Encore Night',
        venueId: 1,
        eventDate: new Date('2030-06-01T19:30').toISOString(),
        estimatedEndTime: null,
        status: 'upcoming',
        assignedVendors: [2],
      }),
    );
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith({
        title: 'Event Created',
        description: 'New event has been created successfully.',
        variant: 'success',
      }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it("toasts 'Creation Failed' and keeps the dialog open when the server refuses", async () => {
    const onClose = vi.fn();
    renderDialog(<EventDialog onClose={onClose} />, {
      'POST /api/admin/events': { status: 500, body: { code: 'INTERNAL', message: 'Boom' } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Event' });
    fireEvent.change(within(dialog).getByLabelText('Event name'), { target: { value: 'X' } });
    await within(dialog).findByRole('option', { name: /Bayfront/ });
    fireEvent.change(within(dialog).getByLabelText('Venue'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Event date'), {
      target: { value: '2030-06-01T19:30' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith({
        title: 'Creation Failed',
        description: 'Failed to create event. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits an event: the status only moves forwards and only changed fields are sent', async () => {
    const api = renderDialog(<EventsTab onCreate={vi.fn()} />, {
      'PATCH /api/admin/events/5': { body: makeEvent({ status: 'ended' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Luna Vega: Starlight Tour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Luna Vega: Starlight Tour' });
    const status = within(dialog).getByLabelText<HTMLSelectElement>('Status');
    expect([...status.options].map((option) => option.value)).toEqual(['ongoing', 'ended']);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Event date').value).toBe(
      toLocalInput('2026-11-27T02:00:00.000Z'),
    );
    fireEvent.change(status, { target: { value: 'ended' } });
    await within(dialog).findByLabelText('Curtain Call Burgers');
    fireEvent.click(within(dialog).getByLabelText('Taco Encore'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Event' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/api/admin/events/5')[0]?.body).toEqual({
        status: 'ended',
        assignedVendors: [1, 2],
      }),
    );
  });
});

describe('EventsTab (accounts spec 2.10, Events)', () => {
  it('lists events with status, date, venue and vendor count, and the venues', async () => {
    renderDialog(<EventsTab onCreate={vi.fn()} />);
    const row = (await screen.findByText('Luna Vega: Starlight Tour')).closest('li')!;
    expect(within(row).getByText('Ongoing')).toBeTruthy();
    expect(within(row).getByText('1 vendor assigned')).toBeTruthy();
    expect(row.textContent).toContain('Riverside Amphitheater');
    expect(await screen.findByText('Bayfront Pavilion')).toBeTruthy();
  });

  it("shows the spec's empty text and its Create Event button works", async () => {
    const onCreate = vi.fn();
    renderDialog(<EventsTab onCreate={onCreate} />, { 'GET /api/admin/events': { body: [] } });
    expect(await screen.findByText('No Events')).toBeTruthy();
    expect(screen.getByText('Create your first event to get started.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(onCreate).toHaveBeenCalled();
  });

  it('adds a venue, naming missing fields first', async () => {
    const api = renderDialog(<EventsTab onCreate={vi.fn()} />, {
      'POST /api/admin/venues': {
        status: 201,
        body: { id: 3, name: 'Hall', address: '1 Main St', city: 'Oakland' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Venue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Venue' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Venue' }));
    expect(await within(dialog).findByText('Venue name is required')).toBeTruthy();
    expect(within(dialog).getByText('City is required')).toBeTruthy();
    // the admin is taken to the first field to mend
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Venue name'));
    fireEvent.change(within(dialog).getByLabelText('Venue name'), { target: { value: 'Hall' } });
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: '1 Main St' } });
    fireEvent.change(within(dialog).getByLabelText('City'), { target: { value: 'Oakland' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Venue' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/venues')[0]?.body).toEqual({
        name: 'Hall',
        address: '1 Main St',
        city: 'Oakland',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
