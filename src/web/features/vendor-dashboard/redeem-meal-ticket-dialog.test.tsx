import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mealTicketMessages } from '../../../contract/talent-crew';
import { mockApi, renderWithProviders, type MockRoute } from '../../../test/web-harness';
import { REDEEMED_TICKET } from '../talent-crew/talent-crew.test-support';
import { readTicketCode, RedeemMealTicketDialog } from './redeem-meal-ticket-dialog';

function renderDialog(routes: Record<string, MockRoute>) {
  const api = mockApi(routes);
  const onClose = vi.fn();
  renderWithProviders(<RedeemMealTicketDialog onClose={onClose} />, { path: '/vendor/dashboard' });
  return { ...api, onClose };
}

const REDEEM = 'POST /api/vendor/meal-tickets/redeem';
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('RedeemMealTicketDialog (accounts spec 2.12, at the counter)', () => {
  it('redeems a typed code for an amount and shows who, which program and how much', async () => {
    const api = renderDialog({
      [REDEEM]: {
        body: { message: 'Meal ticket redeemed', ticket: REDEEMED_TICKET },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Redeem meal ticket' });
    type('Ticket code', 'mnpqr-stvwx');
    type('Meal total ($, optional)', '12.50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem ticket' }));
    const done = await within(dialog).findByRole('region', { name: 'Meal ticket redeemed' });
    expect(api.callsTo('POST', '/api/vendor/meal-tickets/redeem')[0]?.body).toEqual({
      code: 'MNPQR-STVWX',
      amount: '12.50',
    });
    expect(within(done).getByText('Meal ticket redeemed')).toBeTruthy();
    expect(within(done).getByText('Jordan Lee')).toBeTruthy();
    expect(within(done).getByText('Starlight Crew Meals')).toBeTruthy();
    expect(within(done).getByText('$12.50 of $15.00')).toBeTruthy();
    expect(within(done).getByText('$0.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem another' }));
    expect(screen.getByLabelText<HTMLInputElement>('Ticket code').value).toBe('');
  });

  it("shows the server's refusal under the code (409 already redeemed) and stays open", async () => {
    const { onClose } = renderDialog({
      [REDEEM]: {
        status: 409,
        body: { code: 'CONFLICT', message: mealTicketMessages.alreadyRedeemed },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Redeem meal ticket' });
    type('Ticket code', 'ABCDE-FGHJK');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem ticket' }));
    expect(await within(dialog).findByText(mealTicketMessages.alreadyRedeemed)).toBeTruthy();
    expect(screen.getByLabelText('Ticket code').getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows an amount above what is left under the amount (the server's 400)", async () => {
    const message = 'Only $10.00 is left on this meal ticket';
    renderDialog({
      [REDEEM]: {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message,
          issues: [{ path: 'body.amount', message }],
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Redeem meal ticket' });
    type('Ticket code', 'ABCDE-FGHJK');
    type('Meal total ($, optional)', '99');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem ticket' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Meal total ($, optional)').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByLabelText('Ticket code').getAttribute('aria-invalid')).toBeNull();
  });

  it('asks for a code and a valid amount before sending anything', async () => {
    const api = renderDialog({});
    const dialog = await screen.findByRole('dialog', { name: 'Redeem meal ticket' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem ticket' }));
    expect(await within(dialog).findByText(mealTicketMessages.code)).toBeTruthy();
    type('Ticket code', 'ABCDE-FGHJK');
    type('Meal total ($, optional)', '-3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem ticket' }));
    expect(await within(dialog).findByText(mealTicketMessages.amount)).toBeTruthy();
    await waitFor(() => expect(api.calls).toHaveLength(0));
  });

  it('reads only meal ticket codes from a scanned QR code', () => {
    expect(readTicketCode('abcde-fghjk')).toBe('ABCDE-FGHJK');
    expect(readTicketCode('ABCDEFGHJK')).toBe('ABCDE-FGHJK');
    expect(readTicketCode('K7Q2')).toBeUndefined();
    expect(readTicketCode('ABCDE-FGHIO')).toBeUndefined();
  });
});
