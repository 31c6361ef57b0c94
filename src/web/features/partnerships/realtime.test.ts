import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/api';
import { dispatchServerMessage } from '../../lib/realtime/server-messages';
import { partnershipKeys } from './api';
import { registerPartnershipMessages } from './realtime';
import { OFFERINGS } from './testing';

const unregister: (() => void)[] = [];
const soldOut = { type: 'offering_update', data: { offeringId: 1, remainingQuantity: 0 } };
afterEach(() => unregister.splice(0).forEach((off) => off()));

describe('offering_update', () => {
  it('writes the new stock into the cached list at once, then marks the list for a re-read', () => {
    unregister.push(registerPartnershipMessages());
    const client = createQueryClient();
    client.setQueryData(partnershipKeys.offerings, OFFERINGS);
    dispatchServerMessage(soldOut, { client, userRole: 'user', send: () => true });
    const list = client.getQueryData<typeof OFFERINGS>(partnershipKeys.offerings);
    expect(list?.map((offering) => offering.remainingQuantity)).toEqual([0, 12, 0, 25]);
    expect(list?.[1]).toBe(OFFERINGS[1]);
    expect(client.getQueryState(partnershipKeys.offerings)?.isInvalidated).toBe(true);
  });

  it('leaves an empty cache alone (the page was never opened)', () => {
    unregister.push(registerPartnershipMessages());
    const client = createQueryClient();
    dispatchServerMessage(soldOut, { client, userRole: 'user', send: () => true });
    expect(client.getQueryData(partnershipKeys.offerings)).toBeUndefined();
  });
});
