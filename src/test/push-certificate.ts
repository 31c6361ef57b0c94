// The local push service's certificate (push-endpoint.ts) and the CA bundle that makes a Node
// process trust it. No test runner imports here, so a bench can use it too.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PushEndpointTls } from './push-endpoint';

/**
 * A self-signed certificate for 127.0.0.1 (openssl, P-256, two days), written to `folder`, with
 * a bundle of it and the CAs `previousBundle` names: a process started with
 * NODE_EXTRA_CA_CERTS=bundlePath (Node reads it only at start) trusts the endpoint and the rest.
 */
export function makePushCertificate(
  folder: string,
  previousBundle: string | undefined,
): PushEndpointTls & { bundlePath: string } {
  const keyPath = join(folder, 'push-endpoint.key');
  const certPath = join(folder, 'push-endpoint.crt');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-keyout',
      keyPath,
      '-out',
      certPath,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
    ],
    { stdio: 'ignore' },
  );
  const bundlePath = join(folder, 'extra-ca.pem');
  const earlier =
    previousBundle && existsSync(previousBundle) ? `${readFileSync(previousBundle, 'utf8')}\n` : '';
  writeFileSync(bundlePath, `${earlier}${readFileSync(certPath, 'utf8')}`);
  return { certPath, keyPath, bundlePath };
}
