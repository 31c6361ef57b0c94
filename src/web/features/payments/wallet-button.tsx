import { useEffect, useState } from 'react';
import {
  WALLET_LABELS,
  WALLET_TYPES,
  type WalletPayment,
  type WalletType,
} from '../../../contract/payments';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import type { PaymentOutcome } from './card-problems';

const WALLET_METHODS: Record<WalletType, PaymentMethodData> = {
  // the TEST environment: Google Pay hands out a test token and charges nothing
  google_pay: {
    supportedMethods: 'https://google.com/pay',
    data: {
      environment: 'TEST',
      apiVersion: 2,
      apiVersionMinor: 0,
      merchantInfo: { merchantName: 'CurtainCall (demo)' },
      allowedPaymentMethods: [
        {
          type: 'CARD',
          parameters: {
            allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
            allowedCardNetworks: ['VISA', 'MASTERCARD', 'AMEX'],
          },
          tokenizationSpecification: {
            type: 'PAYMENT_GATEWAY',
            parameters: { gateway: 'example', gatewayMerchantId: 'curtaincall-demo' },
          },
        },
      ],
    },
  },
  apple_pay: {
    supportedMethods: 'https://apple.com/apple-pay',
    data: {
      version: 3,
      merchantIdentifier: 'merchant.test.curtaincall',
      merchantCapabilities: ['supports3DS'],
      supportedNetworks: ['visa', 'masterCard', 'amex'],
      countryCode: 'US',
    },
  },
};

const paymentDetails = (amountCents: number): PaymentDetailsInit => ({
  total: {
    label: 'CurtainCall order',
    amount: { currency: 'USD', value: (amountCents / 100).toFixed(2) },
  },
});

const PAYER_OPTIONS: PaymentOptions = { requestPayerName: true, requestPayerEmail: true };

/** The first wallet the browser can pay with, or null (no Payment Request API, or none set up). */
async function findWallet(): Promise<WalletType | null> {
  if (typeof window.PaymentRequest !== 'function') return null;
  for (const type of WALLET_TYPES) {
    try {
      const request = new PaymentRequest([WALLET_METHODS[type]], paymentDetails(100));
      if (await request.canMakePayment()) return type;
    } catch {
      // an unknown method or a refused check: this wallet is not offered
    }
  }
  return null;
}

/** Google Pay answers a token string; Apple Pay a payment-data object, sent as its JSON. */
function walletToken(details: unknown): string {
  const record = (details ?? {}) as {
    paymentMethodData?: { tokenizationData?: { token?: unknown } };
    token?: unknown;
  };
  const token = record.paymentMethodData?.tokenizationData?.token ?? record.token;
  if (typeof token === 'string') return token;
  return token === undefined ? '' : JSON.stringify(token);
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export type WalletButtonProps = {
  amountCents: number;
  isDisabled: boolean;
  /** Used when the wallet does not give the payer's name or e-mail. */
  payer: { name: string; email: string };
  /** The same payment path as the card form's; its outcome closes the wallet's sheet. */
  onPay: (choice: WalletPayment) => Promise<PaymentOutcome>;
};

/**
 * One-tap payment with the browser's wallet (Google Pay, Apple Pay), shown only once the browser
 * says it can pay with one; otherwise nothing is shown and the card form is the way to pay.
 */
export function WalletButton({ amountCents, isDisabled, payer, onPay }: WalletButtonProps) {
  const [wallet, setWallet] = useState<WalletType | null>(null);
  const [isWorking, setIsWorking] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void findWallet().then((found) => {
      if (isCurrent) setWallet(found);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  if (!wallet) return null;
  const label = WALLET_LABELS[wallet];

  async function payWithWallet(type: WalletType) {
    setIsWorking(true);
    try {
      // made and shown in the tap itself: the browser opens the sheet only for a person's tap
      const request = new PaymentRequest(
        [WALLET_METHODS[type]],
        paymentDetails(amountCents),
        PAYER_OPTIONS,
      );
      const response = await request.show();
      const outcome = await onPay({
        wallet: { type, token: walletToken(response.details) },
        payerName: response.payerName?.trim() || payer.name,
        payerEmail: response.payerEmail?.trim() || payer.email,
      });
      await response.complete(outcome?.isPaid ? 'success' : 'fail');
    } catch (error) {
      // the customer closed the sheet: nothing was paid, nothing to say
      if (isAbort(error)) return;
      toast({
        title: `${WALLET_LABELS[type]} is not available`,
        description: 'Please pay with the card form instead.',
        variant: 'destructive',
      });
    } finally {
      setIsWorking(false);
    }
  }

  return (
    <div className="grid gap-3">
      <Button
        size="lg"
        className="h-12 w-full bg-black text-base text-white hover:bg-black/85 dark:bg-white dark:text-black dark:hover:bg-white/85"
        disabled={isDisabled || isWorking}
        onClick={() => void payWithWallet(wallet)}
      >
        {isWorking ? (
          <Spinner label="Processing" className="size-5 border-white/40 border-t-white" />
        ) : null}
        {`Pay with ${label}`}
      </Button>
      <p className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden>
        <span className="h-px flex-1 bg-border" />
        or pay by card
        <span className="h-px flex-1 bg-border" />
      </p>
    </div>
  );
}
