import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pushEndpointTls: { certPath: string; keyPath: string };
  }
}

/**
 * The API tests run a push service of their own on 127.0.0.1 over https. Its certificate is made
 * here, and the server under test trusts it the way any Node process trusts an extra CA:
 * NODE_EXTRA_CA_CERTS, which Node reads only at start, so it is set before the test processes
 * (the api project's `forks`) are started.
 */
export default function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'cc-push-tls-'));
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
  // keep whatever extra CAs the environment already trusts
  const previous = process.env.NODE_EXTRA_CA_CERTS;
  const bundlePath = join(folder, 'extra-ca.pem');
  const earlier = previous && existsSync(previous) ? `${readFileSync(previous, 'utf8')}\n` : '';
  writeFileSync(bundlePath, `${earlier}${readFileSync(certPath, 'utf8')}`);
  process.env.NODE_EXTRA_CA_CERTS = bundlePath;
  project.provide('pushEndpointTls', { certPath, keyPath });
  return () => {
    if (previous === undefined) delete process.env.NODE_EXTRA_CA_CERTS;
    else process.env.NODE_EXTRA_CA_CERTS = previous;
    rmSync(folder, { recursive: true, force: true });
  };
}
