import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutPage } from './checkout-page';
import {
  CART_QUOTE,
  makeOrder,
  mockApi,
  seedCart,
  storedCart,
  type MockRoute,
} from './test-support';
import { renderWithProviders } from '../../../test/web-harness';
import { dispatchServerMessage, type ServerMessage } from '../../lib/realtime/server-messages';
import { registerCheckoutMessages } from './realtime';

// The checkout's pickup choice against the vendor's slot counts.

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

// local 10:03 PM; 15 minutes' prep puts ASAP in the 10:15 PM slot; the show ends at 11:30 PM
const NOW = new Date(2026, 10, 22, 22, 3, 20);
const at = (hours: number, minutes: number) => new Date(2026, 10, 22, hours, minutes).toISOString();
const slot = (time: string, remaining: number | null, paused = false) => ({
  time,
  capacity: remaining === null ? null : 8,
  remaining,
  paused,
});
/** The server's ASAP slot (10:15, before the first one offered), full. */
const ASAP = slot(at(22, 15), 0);
/** The offered slots: 10:20 full, 10:25 has room, 10:30 paused, 10:35 has room. */
const SLOTS = [
  slot(at(22, 20), 0),
  slot(at(22, 25), 2),
  slot(at(22, 30), 0, true),
  slot(at(22, 35), 5),
];
const ONGOING = [{ id: 1, name: 'Night Show', endDate: at(23, 30) }];

function api(overrides: Record<string, MockRoute> = {}) {
  return mockApi({
    'POST /api/orders/quote': { body: CART_QUOTE },
    'GET /api/events/current': { body: ONGOING },
    'GET /api/vendors/3/pickup-slots': { body: { slots: SLOTS, asap: ASAP } },
    'POST /api/orders': { status: 201, body: makeOrder() },
    'POST /api/create-payment-intent': { status: 500, body: { code: 'INTERNAL', message: 'x' } },
    ...overrides,
  });
}

const payButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Complete Payment' });

async function renderCheckout() {
  seedCart();
  const view = renderWithProviders(<CheckoutPage />, { path: '/checkout' });
  await waitFor(() => expect(payButton().getAttribute('aria-disabled')).not.toBe('true'));
  return view;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  localStorage.clear();
  mocks.toast.mockReset();
});

describe('pickup time picker', () => {
  it("shows full and paused slots disabled as 'Full' and starts at the first free one", async () => {
    api();
    await renderCheckout();
    fireEvent.click(screen.getByRole('radio', { name: /Scheduled/ }));
    const select = await screen.findByLabelText<HTMLSelectElement>('Pickup time');
    await waitFor(() => expect(select.value).toBe(at(22, 25)));
    const options = within(select).getAllByRole<HTMLOptionElement>('option');
    const byValue = (value: string) => options.find((option) => option.value === value);
    expect(byValue(at(22, 20))?.textContent).toBe('10:20 PM (Full)');
    expect(byValue(at(22, 20))?.disabled).toBe(true);
    expect(byValue(at(22, 30))?.textContent).toBe('10:30 PM (Full)');
    expect(byValue(at(22, 30))?.disabled).toBe(true);
    expect(byValue(at(22, 25))?.disabled).toBe(false);
    expect(byValue(at(22, 40))?.textContent).toBe('10:40 PM');
  });

  it('says when ASAP is full and names the next free time', async () => {
    api();
    await renderCheckout();
    expect(await screen.findByText('ASAP is full right now. Next free: 10:25 PM')).toBeTruthy();
  });

  it("judges ASAP by the server's ASAP slot, not by the first slot offered", async () => {
    // ASAP's own slot has room while the first offered one (10:20) is full: no hint
    api({
      'GET /api/vendors/3/pickup-slots': { body: { slots: SLOTS, asap: slot(at(22, 15), 3) } },
    });
    await renderCheckout();
    fireEvent.click(screen.getByRole('radio', { name: /Scheduled/ }));
    // the counts have arrived: the first offered slot shows full
    await screen.findByText('10:20 PM (Full)');
    fireEvent.click(screen.getByRole('radio', { name: /ASAP/ }));
    await waitFor(() => expect(screen.queryByText(/ASAP is full/)).toBeNull());
  });

  it('says ASAP is full when its slot is paused, though every offered slot has room', async () => {
    api({
      'GET /api/vendors/3/pickup-slots': {
        body: {
          slots: [slot(at(22, 20), 4), slot(at(22, 25), 4)],
          asap: slot(at(22, 15), 0, true),
        },
      },
    });
    await renderCheckout();
    expect(await screen.findByText('ASAP is full right now. Next free: 10:20 PM')).toBeTruthy();
  });

  it('follows the slots live: a pickup_slots_update for the vendor refetches them', async () => {
    let reads = 0;
    const { callsTo } = api({
      'GET /api/vendors/3/pickup-slots': () => {
        reads += 1;
        // the second read: 10:25 PM filled up too
        return {
          body: {
            slots: reads === 1 ? SLOTS : [SLOTS[0], slot(at(22, 25), 0), ...SLOTS.slice(2)],
            asap: ASAP,
          },
        };
      },
    });
    const view = await renderCheckout();
    await screen.findByText(/Next free: 10:25 PM/);
    const off = registerCheckoutMessages();
    const update: ServerMessage<'pickup_slots_update'> = {
      type: 'pickup_slots_update',
      vendorId: 3,
    };
    act(() =>
      dispatchServerMessage(update, { client: view.client, userRole: 'user', send: () => true }),
    );
    await screen.findByText(/Next free: 10:35 PM/);
    expect(callsTo('GET', '/api/vendors/3/pickup-slots')).toHaveLength(2);
    off();
  });

  it("offers 'When the show ends' while the show is on and sends fireAt without a pickup time", async () => {
    const { callsTo } = api();
    await renderCheckout();
    const choice = screen.getByRole('radio', { name: /When the show ends/ });
    expect(
      screen.getByText('The kitchen starts it so it is ready when the show ends (about 11:30 PM)'),
    ).toBeTruthy();
    fireEvent.click(choice);
    fireEvent.click(payButton());
    await waitFor(() => expect(callsTo('POST', '/api/orders')).toHaveLength(1));
    const body = callsTo('POST', '/api/orders')[0]?.body as Record<string, unknown>;
    expect(body.fireAt).toBe('show_end');
    expect(body).not.toHaveProperty('pickupTime');
  });

  it("does not offer 'When the show ends' when no show is in progress", async () => {
    api({
      'GET /api/events/current': {
        body: [{ id: 1, name: 'Night Show', date: at(20, 0), endDate: at(21, 30) }],
      },
    });
    await renderCheckout();
    expect(screen.getByRole('radio', { name: /Scheduled/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /When the show ends/ })).toBeNull();
  });

  it('keeps the cart on a 409 PICKUP_SLOT_FULL and places the order at an offered time', async () => {
    let placements = 0;
    const { callsTo } = api({
      'POST /api/orders': () =>
        ++placements === 1
          ? {
              status: 409,
              body: {
                code: 'PICKUP_SLOT_FULL',
                message: 'That pickup time is full. Please choose another time.',
                nextFreeSlots: [at(22, 35), at(22, 40)],
              },
            }
          : { status: 201, body: makeOrder() },
    });
    await renderCheckout();
    fireEvent.click(screen.getByRole('radio', { name: /Scheduled/ }));
    fireEvent.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('That pickup time is full. Please choose another time.');
    expect(storedCart()).toHaveLength(2);
    fireEvent.click(within(alert).getByRole('button', { name: 'Pick 10:40 PM' }));
    expect(screen.queryByText('That pickup time is full. Please choose another time.')).toBeNull();
    expect(screen.getByLabelText<HTMLSelectElement>('Pickup time').value).toBe(at(22, 40));
    fireEvent.click(payButton());
    await waitFor(() => expect(callsTo('POST', '/api/orders')).toHaveLength(2));
    expect(callsTo('POST', '/api/orders')[1]?.body).toMatchObject({ pickupTime: at(22, 40) });
  });
});
