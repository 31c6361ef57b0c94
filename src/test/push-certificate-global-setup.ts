import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { makePushCertificate } from './push-certificate';
import type { PushEndpointTls } from './push-endpoint';

declare module 'vitest' {
  export interface ProvidedContext {
    pushEndpointTls: PushEndpointTls;
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
  // keep whatever extra CAs the environment already trusts
  const previous = process.env.NODE_EXTRA_CA_CERTS;
  const { certPath, keyPath, bundlePath } = makePushCertificate(folder, previous);
  process.env.NODE_EXTRA_CA_CERTS = bundlePath;
  project.provide('pushEndpointTls', { certPath, keyPath });
  return () => {
    if (previous === undefined) delete process.env.NODE_EXTRA_CA_CERTS;
    else process.env.NODE_EXTRA_CA_CERTS = previous;
    rmSync(folder, { recursive: true, force: true });
  };
}
