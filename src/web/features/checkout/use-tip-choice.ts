import { useCallback, useState } from 'react';
import { tipChoiceSchema, type TipChoice } from '../../../contract/tips';
import { readJson, TIP_CHOICE_KEY, writeJson } from '../../lib/storage';

const NO_TIP: TipChoice = { kind: 'none' };

/** The stored choice if it is still one the checkout offers; otherwise no tip. */
export function readTipChoice(): TipChoice {
  const parsed = tipChoiceSchema.safeParse(readJson<unknown>(TIP_CHOICE_KEY, NO_TIP));
  return parsed.success ? parsed.data : NO_TIP;
}

/** The checkout's tip choice, remembered on the device as the customer's last one. */
export function useTipChoice(): [TipChoice, (choice: TipChoice) => void] {
  const [choice, setChoice] = useState<TipChoice>(readTipChoice);
  const choose = useCallback((next: TipChoice) => {
    setChoice(next);
    writeJson(TIP_CHOICE_KEY, next);
  }, []);
  return [choice, choose];
}
