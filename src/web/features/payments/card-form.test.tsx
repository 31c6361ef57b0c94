import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_LIMITS, cardMessages } from '../../../contract/payments';
import { mockApi } from '../checkout/test-support';
import { CardForm, type CardFormProps } from './card-form';
import { renderWithProviders } from '../../../test/web-harness';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

function renderForm(props: Partial<CardFormProps> = {}, options = {}) {
  const onSubmit = vi.fn(async () => undefined);
  const user = userEvent.setup();
  renderWithProviders(
    <CardForm onSubmit={onSubmit} isReady isProcessing={false} {...props} />,
    options,
  );
  return { onSubmit, user };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

beforeEach(() => {
  mockApi({ 'GET /api/app-status': { body: { maintenance: false, receiptEmails: true } } });
});
afterEach(() => {
  mocks.toast.mockReset();
});

describe('CardForm', () => {
  it('comes pre-filled with the test card and the signed-in person', async () => {
    renderForm();
    const email = await screen.findByLabelText<HTMLInputElement>('Email for the receipt');
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
    expect(field('Expiry (MM/YY)').value).toBe('12/30');
    expect(field('CVC').value).toBe('123');
    expect(field('Name on card').value).toBe('Sam Rivera');
    expect(email.value).toBe('sam@curtaincall.test');
    expect(field('Address').value).toBe('742 Haight St');
    expect(field('City').value).toBe('San Francisco');
    expect(field('State').value).toBe('CA');
    expect(field('ZIP code').value).toBe('94117');
    expect(screen.getByLabelText<HTMLSelectElement>('Country').value).toBe('US');
    expect(screen.getByRole('option', { name: 'Canada' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'United Kingdom' })).toBeTruthy();
  });

  it('labels the e-mail "Email", promising no receipt, when the server sends none', async () => {
    mockApi({ 'GET /api/app-status': { body: { maintenance: false, receiptEmails: false } } });
    renderForm();
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    expect(screen.queryByLabelText('Email for the receipt')).toBeNull();
    expect(screen.queryByText(/receipt/i)).toBeNull();
  });

  it('falls back to the test name and e-mail when nobody is signed in', async () => {
    renderForm({}, { user: null });
    expect(field('Name on card').value).toBe('Alex Rivera');
    expect((await screen.findByLabelText<HTMLInputElement>('Email for the receipt')).value).toBe(
      'customer@curtaincall.test',
    );
  });

  it('groups the card number in fours, formats MM/YY and limits every field', async () => {
    const { user } = renderForm();
    await user.clear(field('Card number'));
    await user.type(field('Card number'), '42424242424242429999');
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
    expect(field('Card number').maxLength).toBe(19);

    await user.clear(field('Expiry (MM/YY)'));
    await user.type(field('Expiry (MM/YY)'), '0729');
    expect(field('Expiry (MM/YY)').value).toBe('07/29');
    expect(field('Expiry (MM/YY)').maxLength).toBe(5);

    await user.clear(field('CVC'));
    await user.type(field('CVC'), '12a345');
    expect(field('CVC').value).toBe('1234');

    await user.clear(field('State'));
    await user.type(field('State'), 'ny');
    expect(field('State').value).toBe('NY');
    expect(field('State').maxLength).toBe(2);
  });

  it('stops typing at each text limit the payment call checks', async () => {
    renderForm();
    expect(field('Name on card').maxLength).toBe(CARD_LIMITS.nameOnCard);
    expect(
      (await screen.findByLabelText<HTMLInputElement>('Email for the receipt')).maxLength,
    ).toBe(CARD_LIMITS.email);
    expect(field('Address').maxLength).toBe(CARD_LIMITS.line1);
    expect(field('City').maxLength).toBe(CARD_LIMITS.city);
    expect(field('ZIP code').maxLength).toBe(CARD_LIMITS.zipCode);
  });

  it('guesses the brand from the first digit', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('img', { name: 'Visa' })).toBeTruthy();
    await user.clear(field('Card number'));
    await user.type(field('Card number'), '5');
    expect(screen.getByRole('img', { name: 'Mastercard' })).toBeTruthy();
    await user.clear(field('Card number'));
    await user.type(field('Card number'), '2');
    expect(screen.getByRole('img', { name: 'Mastercard' })).toBeTruthy();
    await user.clear(field('Card number'));
    await user.type(field('Card number'), '3');
    expect(screen.getByRole('img', { name: 'American Express' })).toBeTruthy();
    await user.clear(field('Card number'));
    expect(screen.getByRole('img', { name: 'Card' })).toBeTruthy();
  });

  it('shows every validation message verbatim and does not pay', async () => {
    const { user, onSubmit } = renderForm();
    await user.clear(field('Card number'));
    await user.type(field('Card number'), '4242');
    await user.clear(field('Expiry (MM/YY)'));
    await user.type(field('Expiry (MM/YY)'), '12');
    await user.clear(field('CVC'));
    await user.type(field('CVC'), '12');
    await user.clear(field('Name on card'));
    await user.clear(field('Email for the receipt'));
    await user.type(field('Email for the receipt'), 'not-an-email');
    await user.clear(field('Address'));
    await user.clear(field('City'));
    await user.clear(field('State'));
    await user.type(field('State'), 'n');
    await user.clear(field('ZIP code'));
    await user.type(field('ZIP code'), '941');
    await user.selectOptions(screen.getByLabelText('Country'), '');
    await user.click(screen.getByRole('button', { name: 'Complete Payment' }));

    const expected = [
      'Card number must be at least 16 digits',
      'Invalid expiry date format (MM/YY)',
      'CVC must be at least 3 digits',
      'Name on card is required',
      'Invalid email address',
      'Address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
      'Country is required',
    ];
    for (const message of expected) expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(expected);
    expect(expected.slice(0, 5)).toEqual([
      cardMessages.cardNumber,
      cardMessages.expiryDate,
      cardMessages.cvc,
      cardMessages.nameOnCard,
      cardMessages.email,
    ]);
    expect(field('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the values when ready', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Complete Payment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({
        cardNumber: '4242 4242 4242 4242',
        expiryDate: '12/30',
        cvc: '123',
        billingAddress: expect.objectContaining({ country: 'US', zipCode: '94117' }),
      }),
    ]);
  });

  it("shows the card's problems from a failed payment at their fields, until corrected", async () => {
    const onSubmit = vi.fn(async () => ({
      isPaid: false,
      problems: [
        { field: 'cardNumber' as const, message: 'Your card was declined.' },
        { field: 'expiryDate' as const, message: cardMessages.expired },
      ],
    }));
    const { user } = renderForm({ onSubmit });
    await user.click(screen.getByRole('button', { name: 'Complete Payment' }));
    const number = field('Card number');
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(number.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Your card was declined.');
    expect(field('Expiry (MM/YY)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(cardMessages.expired)).toBeTruthy();

    await user.clear(number);
    await user.type(number, '5555555555554444');
    await waitFor(() => expect(screen.queryByText('Your card was declined.')).toBeNull());
  });

  it('fills a test card, with the 4-digit CVC for Amex', async () => {
    const { user } = renderForm();
    await user.click(
      screen.getByRole('button', { name: 'Use test card 3782 822463 10005 (Amex, succeeds)' }),
    );
    expect(field('Card number').value).toBe('3782 8224 6310 005');
    expect(field('CVC').value).toBe('1234');
    expect(screen.getByText('4000 0000 0000 0002')).toBeTruthy();
    expect(screen.getByText('5555 5555 5555 4444')).toBeTruthy();
    expect(screen.getByText('Declined')).toBeTruthy();
    expect(screen.getByText(/Any future expiry date and any 3- or 4-digit CVC/)).toBeTruthy();
  });

  it("reads 'Processing Payment...' and is disabled while processing", () => {
    renderForm({ isProcessing: true });
    const button = screen.getByRole('button', { name: /Processing Payment\.\.\./ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Complete Payment' })).toBeNull();
  });

  it("explains the wait when 'Complete Payment' is tapped before the payment system has loaded", async () => {
    const { onSubmit, user } = renderForm({ isReady: false });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Complete Payment' });
    // announced as unavailable, yet still tappable so the toast can say why
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toMatch(/Payment system loading/);
    await user.click(button);
    expect(mocks.toast).toHaveBeenCalledTimes(1);
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Payment System Loading',
      description: 'Please wait for the payment system to load',
    });
    fireEvent.submit(screen.getByRole('form', { name: 'Card payment' }));
    expect(mocks.toast).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('pays once ready: the button is no longer marked unavailable', async () => {
    const { onSubmit, user } = renderForm({ isReady: true });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Complete Payment' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    await user.click(button);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(mocks.toast).not.toHaveBeenCalled();
  });
});
