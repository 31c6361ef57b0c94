import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WalletButton, type WalletButtonProps } from './wallet-button';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

/** Stands in for the browser's Payment Request API: which wallets it can pay with, its sheet. */
function installPaymentRequest(options: {
  canPay: (method: string) => boolean;
  show?: () => Promise<unknown>;
}) {
  const shown: { methods: PaymentMethodData[]; details: PaymentDetailsInit }[] = [];
  class StandIn {
    constructor(
      private methods: PaymentMethodData[],
      private details: PaymentDetailsInit,
    ) {}
    canMakePayment() {
      return Promise.resolve(options.canPay(this.methods[0]?.supportedMethods ?? ''));
    }
    show() {
      shown.push({ methods: this.methods, details: this.details });
      return options.show ? options.show() : Promise.reject(new Error('no sheet'));
    }
  }
  vi.stubGlobal('PaymentRequest', StandIn);
  return shown;
}

function renderButton(props: Partial<WalletButtonProps> = {}) {
  const onPay = props.onPay ?? vi.fn(async () => ({ isPaid: true }));
  render(
    <WalletButton
      amountCents={2358}
      isDisabled={false}
      payer={{ name: 'Alex Rivera', email: 'customer@curtaincall.test' }}
      onPay={onPay}
      {...props}
    />,
  );
  return { onPay };
}

afterEach(() => {
  vi.unstubAllGlobals();
  mocks.toast.mockReset();
});

describe('WalletButton', () => {
  it('shows nothing where the browser has no Payment Request API', async () => {
    vi.stubGlobal('PaymentRequest', undefined);
    renderButton();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing where the browser can pay with neither wallet', async () => {
    installPaymentRequest({ canPay: () => false });
    renderButton();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers Apple Pay where only Apple Pay can pay', async () => {
    installPaymentRequest({ canPay: (method) => method === 'https://apple.com/apple-pay' });
    renderButton();
    expect(await screen.findByRole('button', { name: 'Pay with Apple Pay' })).toBeTruthy();
  });

  it('pays through the sheet with the wallet token and closes it with the outcome', async () => {
    const complete = vi.fn(async () => undefined);
    const shown = installPaymentRequest({
      canPay: (method) => method === 'https://google.com/pay',
      show: async () => ({
        details: { paymentMethodData: { tokenizationData: { token: '{"signature":"t"}' } } },
        payerName: 'Sam Lee',
        payerEmail: null,
        complete,
      }),
    });
    const { onPay } = renderButton({ onPay: vi.fn(async () => ({ isPaid: false, problems: [] })) });
    const button = await screen.findByRole('button', { name: 'Pay with Google Pay' });
    await userEvent.click(button);
    await waitFor(() => expect(complete).toHaveBeenCalledWith('fail'));
    expect(shown[0]?.details.total.amount).toEqual({ currency: 'USD', value: '23.58' });
    expect(onPay).toHaveBeenCalledWith({
      wallet: { type: 'google_pay', token: '{"signature":"t"}' },
      payerName: 'Sam Lee',
      payerEmail: 'customer@curtaincall.test',
    });
  });

  it('says nothing when the customer closes the sheet, and is disabled while working', async () => {
    let closeSheet: (error: unknown) => void = () => undefined;
    installPaymentRequest({
      canPay: () => true,
      show: () =>
        new Promise((_resolve, reject) => {
          closeSheet = reject;
        }),
    });
    const { onPay } = renderButton();
    const button = await screen.findByRole('button', { name: 'Pay with Google Pay' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveProperty('disabled', true));
    closeSheet(new DOMException('closed', 'AbortError'));
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(onPay).not.toHaveBeenCalled();
    expect(mocks.toast).not.toHaveBeenCalled();
  });
});
