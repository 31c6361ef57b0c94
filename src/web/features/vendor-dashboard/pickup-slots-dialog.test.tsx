import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PickupSlot } from '../../../contract/pickup-slots';
import { mockApi, type MockRoute } from '../../../test/web-harness';
import { renderWithProviders } from '../../../test/web-harness';
import { dispatchServerMessage, type ServerMessage } from '../../lib/realtime/server-messages';
import { PickupSlotsDialog, slotLoadText } from './pickup-slots-dialog';
import { registerVendorDashboardMessages } from './realtime';

// The vendor sees its coming pickup slots and pauses or resumes one.

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

const URL = '/api/vendors/1/pickup-slots';
/** Today at hours:minutes (a slot on another day than today is shown with its weekday). */
const at = (hours: number, minutes: number) => {
  const time = new Date();
  time.setHours(hours, minutes, 0, 0);
  return time.toISOString();
};
const slot = (time: string, remaining: number | null, paused = false): PickupSlot => ({
  time,
  capacity: remaining === null ? null : 8,
  remaining,
  paused,
});
const ASAP = slot(at(22, 15), 0);
const SLOTS = [slot(at(22, 20), 5), slot(at(22, 25), 0, true)];

function api(routes: Record<string, MockRoute> = {}) {
  return mockApi({ [`GET ${URL}`]: { body: { slots: SLOTS, asap: ASAP } }, ...routes });
}
const renderDialog = () =>
  renderWithProviders(<PickupSlotsDialog vendorId={1} onClose={() => undefined} />, {
    path: '/vendor/dashboard',
  });
const rows = () =>
  within(screen.getByRole('list', { name: 'Coming pickup slots' })).getAllByRole('listitem');

afterEach(() => mocks.toast.mockReset());

describe('slotLoadText', () => {
  it('says how full a slot is, unlimited, or paused', () => {
    expect(slotLoadText(slot(at(22, 20), 5))).toBe('3 of 8 taken');
    expect(slotLoadText(slot(at(22, 20), null))).toBe('No limit');
    expect(slotLoadText(slot(at(22, 20), 0, true))).toBe('Paused: no new orders');
  });
});

describe('PickupSlotsDialog', () => {
  it('lists the ASAP slot first, then the coming ones, with how full each is', async () => {
    api();
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Pickup slots' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Coming pickup slots' });
    const [first, second, third] = rows();
    expect(first?.textContent).toContain('10:15 PM');
    expect(first?.textContent).toContain('8 of 8 taken');
    expect(within(first as HTMLElement).getByText('Full')).toBeTruthy();
    expect(second?.textContent).toContain('3 of 8 taken');
    expect(third?.textContent).toContain('Paused: no new orders');
    expect(screen.getByRole('button', { name: 'Resume 10:25 PM' })).toBeTruthy();
  });

  it('pauses a slot in one tap (no confirmation: resume undoes it) and reads the slots again', async () => {
    let paused = false;
    const { callsTo } = api({
      [`GET ${URL}`]: () => ({
        body: { slots: [slot(at(22, 20), 5, paused), SLOTS[1]], asap: ASAP },
      }),
      'PATCH /api/vendor/pickup-slots': () => {
        paused = true;
        return { body: slot(at(22, 20), 0, true) };
      },
    });
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Pause 10:20 PM' }));
    expect(await screen.findByRole('button', { name: 'Resume 10:20 PM' })).toBeTruthy();
    expect(callsTo('PATCH', '/api/vendor/pickup-slots')[0]?.body).toEqual({
      time: at(22, 20),
      paused: true,
    });
    expect(callsTo('GET', URL)).toHaveLength(2);
  });

  it('says so when a pause fails, and keeps the slot as it was', async () => {
    api({
      'PATCH /api/vendor/pickup-slots': {
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'That pickup slot has already passed' },
      },
    });
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Pause 10:20 PM' }));
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Could not pause the slot',
          description: 'That pickup slot has already passed',
        }),
      ),
    );
    expect(screen.getByRole('button', { name: 'Pause 10:20 PM' })).toBeTruthy();
  });

  it('shows an error with a way to try again, then the slots', async () => {
    let reads = 0;
    api({
      [`GET ${URL}`]: () => {
        reads += 1;
        return reads === 1
          ? { status: 500, body: { code: 'INTERNAL', message: 'Server error' } }
          : { body: { slots: [], asap: ASAP } };
      },
    });
    renderDialog();
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    // the ASAP slot is always there; with no other slot it is the only row
    await screen.findByRole('list', { name: 'Coming pickup slots' });
    expect(rows()).toHaveLength(1);
  });

  it('follows the slots live: a pickup_slots_update for this vendor reads them again', async () => {
    const { callsTo } = api();
    const view = renderDialog();
    await screen.findByRole('list', { name: 'Coming pickup slots' });
    const off = registerVendorDashboardMessages();
    const update: ServerMessage<'pickup_slots_update'> = {
      type: 'pickup_slots_update',
      vendorId: 1,
    };
    act(() =>
      dispatchServerMessage(update, { client: view.client, userRole: 'vendor', send: () => true }),
    );
    await waitFor(() => expect(callsTo('GET', URL)).toHaveLength(2));
    off();
  });

  it("names a slot after midnight with its weekday, the words the customer's picker uses", async () => {
    const tomorrow = new Date(at(0, 10));
    tomorrow.setDate(tomorrow.getDate() + 1);
    const weekday = tomorrow.toLocaleDateString('en-US', { weekday: 'short' });
    mockApi({
      [`GET ${URL}`]: { body: { slots: [slot(tomorrow.toISOString(), 8)], asap: ASAP } },
    });
    renderDialog();
    expect(await screen.findByRole('button', { name: `Pause ${weekday} 12:10 AM` })).toBeTruthy();
  });
});
