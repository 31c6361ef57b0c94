import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type PickupPass } from '../../../contract/pickup-pass';
import { queuedReply } from '../../lib/offline/queued-reply';
import { writeJson } from '../../lib/storage';
import { makeOrder, mockApi } from '../checkout/test-support';
import { PASS_KEYS_KEY } from '../pickup-pass/api';
import {
  newSigningKeys,
  publicJwk,
  SAMPLE_PASS,
  signPassToken,
} from '../pickup-pass/pass.test-support';
import { HandOverDialog } from './hand-over-dialog';
import { HANDED_OVER_OFFLINE } from './use-advance-order';
import { renderWithProviders } from '../../../test/web-harness';

// The hand-over takes the customer's pickup pass and checks it on this device.

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

const ORDER = { id: 41, vendorId: 3, customerFirstName: 'Sam' };
const PASS = SAMPLE_PASS;
let signer: CryptoKeyPair;

const token = (pass: PickupPass, pair = signer) => signPassToken(pass, pair);

beforeAll(async () => {
  signer = await newSigningKeys();
});
afterEach(() => mocks.toast.mockReset());

async function openWith(entry: string, routes: Parameters<typeof mockApi>[0] = {}) {
  const jwk = await publicJwk(signer);
  writeJson(PASS_KEYS_KEY, { keys: [{ keyId: 'key-1', jwk }] });
  const api = mockApi(routes);
  const onClose = vi.fn();
  renderWithProviders(<HandOverDialog order={ORDER} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Hand Over #41' });
  fireEvent.change(within(dialog).getByLabelText('Pickup code'), { target: { value: entry } });
  return { api, dialog, onClose };
}

describe('hand-over with a pickup pass', () => {
  it('verifies the pass offline and hands over with its pickup code', async () => {
    const { api, dialog, onClose } = await openWith(await token(PASS), {
      'PATCH /api/vendor/orders/41': { body: makeOrder({ status: 'completed' }) },
    });
    expect(await within(dialog).findByText('Pass verified - order #41')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete Order' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('PATCH', '/api/vendor/orders/41')[0]?.body).toEqual({
      status: 'completed',
      pickupCode: 'K7Q2',
    });
  });

  it("names the pass's own order when it is for another", async () => {
    const { dialog } = await openWith(await token({ ...PASS, orderId: 52, orderNumber: 52 }));
    expect(await within(dialog).findByText('This pass is for order #52')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Complete Order' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('refuses a pass with a bad signature or an unknown key', async () => {
    const other = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ]);
    const { dialog } = await openWith(await token(PASS, other));
    expect(await within(dialog).findByText('This pass could not be verified')).toBeTruthy();
  });

  it('closes with a toast, not an error, when the hand-over is queued offline (202)', async () => {
    const { dialog, onClose } = await openWith(await token(PASS), {
      'PATCH /api/vendor/orders/41': { status: 202, body: queuedReply('q-1') },
    });
    await within(dialog).findByText('Pass verified - order #41');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete Order' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mocks.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: HANDED_OVER_OFFLINE, variant: 'success' }),
    );
  });

  it('still takes a plain pickup code', async () => {
    const { api, dialog, onClose } = await openWith('k7q2', {
      'PATCH /api/vendor/orders/41': { body: makeOrder({ status: 'completed' }) },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete Order' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('PATCH', '/api/vendor/orders/41')[0]?.body).toMatchObject({
      pickupCode: 'K7Q2',
    });
  });
});
