import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  passKeysResponseSchema,
  pickupPassResponseSchema,
  type PassKeysResponse,
  type PickupPassResponse,
} from '../../../contract/pickup-pass';
import { apiParsed } from '../../lib/api';
import { readJson, storageKey, writeJson } from '../../lib/storage';

// The pass comes from the server once, the public keys once per board load.

export const PASS_KEYS_KEY = storageKey('pickupPassKeys');

/** GET /api/orders/{id}/pass */
export function fetchPickupPass(
  orderId: number,
  signal?: AbortSignal,
): Promise<PickupPassResponse> {
  return apiParsed(pickupPassResponseSchema, 'GET', `/api/orders/${orderId}/pass`, undefined, {
    signal,
  });
}

/** The public keys this device saved, for checking passes with no signal. */
export function savedPassKeys(): PassKeysResponse['keys'] {
  const parsed = passKeysResponseSchema.safeParse(readJson<unknown>(PASS_KEYS_KEY, null));
  return parsed.success ? parsed.data.keys : [];
}

/**
 * GET /api/pickup-pass/keys when the vendor's board loads, saved in local storage; the hand-over
 * check reads the saved copy, so it works offline.
 */
export function useKeepPassKeys() {
  const query = useQuery({
    queryKey: ['/api/pickup-pass/keys'],
    queryFn: ({ signal }) =>
      apiParsed(passKeysResponseSchema, 'GET', '/api/pickup-pass/keys', undefined, { signal }),
    staleTime: 60 * 60_000,
    retry: false,
  });
  useEffect(() => {
    if (query.data) writeJson(PASS_KEYS_KEY, query.data);
  }, [query.data]);
}
