import { inject } from 'vitest';
import { startPushEndpoint as startPushEndpointWith } from '../../../test/push-endpoint';

export type {
  DeviceBehaviour,
  PushEndpoint,
  ReceivedPush,
  TestDevice,
} from '../../../test/push-endpoint';

/** The push service of the API tests, with the certificate their global setup made. */
export const startPushEndpoint = () => startPushEndpointWith(inject('pushEndpointTls'));
