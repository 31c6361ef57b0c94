import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';

// A push service on 127.0.0.1 that speaks RFC 8030 over https (its certificate made by
// push-certificate.ts). It decrypts each push with the device's own keys (RFC 8291, aes128gcm,
// here with node:crypto alone) and checks the VAPID header (RFC 8292: an ES256 JWT verified
// against the key it names), so a push counted here is a real one. No test runner imports here,
// so a bench can use it too.

/** How the service answers a device's pushes. */
export type DeviceBehaviour =
  | { kind: 'accept' }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  /** The first `times` pushes get `status`, then the device accepts. */
  | { kind: 'fail-first'; times: number; status: number };

export type ReceivedPush = {
  device: string;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  contentEncoding: string | undefined;
  /** The VAPID key the JWT was verified with (base64url), and its claims. */
  vapidPublicKey: string;
  claims: { aud: string; exp: number; sub: string };
  message: unknown;
};

export type TestDevice = {
  name: string;
  /** What `PushSubscription.toJSON()` gives the browser. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
};

type Device = TestDevice & { ecdh: ECDH; authSecret: Buffer; behaviour: DeviceBehaviour };

export type PushEndpoint = {
  origin: string;
  device: (name: string, behaviour?: DeviceBehaviour) => TestDevice;
  behave: (name: string, behaviour: DeviceBehaviour) => void;
  /** Pushes accepted (201), decrypted and verified, in order of arrival. */
  received: ReceivedPush[];
  /** Every request that reached a device's URL, answered or not, in order of arrival. */
  attempts: { device: string; at: number }[];
  /** Pushes, or requests, that could not be decrypted or verified: a test expects none. */
  problems: string[];
  close: () => Promise<void>;
};

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/** RFC 8291 section 3.4 and RFC 8188: one aes128gcm record, for the device's keys. */
export function decryptPush(body: Buffer, ecdh: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // the last record ends with 0x02, then zero padding
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0))
    throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<ES256 JWT>, k=<P-256 public key>`; throws unless the signature holds. */
export function verifyVapid(header: string | undefined): {
  publicKey: string;
  claims: ReceivedPush['claims'];
} {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID header: ${header}`);
  const [headerPart, payloadPart, signaturePart] = match[1].split('.') as [string, string, string];
  const raw = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const jwtHeader = JSON.parse(Buffer.from(headerPart, 'base64url').toString()) as {
    alg: string;
  };
  if (jwtHeader.alg !== 'ES256') throw new Error(`JWT alg ${jwtHeader.alg}`);
  const signed = verify(
    'sha256',
    Buffer.from(`${headerPart}.${payloadPart}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signaturePart, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID JWT signature does not verify');
  const claims = JSON.parse(
    Buffer.from(payloadPart, 'base64url').toString(),
  ) as ReceivedPush['claims'];
  return { publicKey: match[2], claims };
}

/** Where the endpoint's certificate and key are (PEM files). */
export type PushEndpointTls = { certPath: string; keyPath: string };

/** `onReceived` hears of each push accepted, once decrypted and verified, as it arrives. */
export async function startPushEndpoint(
  tls: PushEndpointTls,
  onReceived?: (push: ReceivedPush) => void,
): Promise<PushEndpoint> {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const attempts: PushEndpoint['attempts'] = [];
  const problems: string[] = [];
  const hanging = new Set<ServerResponse>();

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const name = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
    const device = devices.get(name);
    const body = await readBody(request);
    if (request.method !== 'POST' || !device) {
      response.writeHead(404).end();
      return;
    }
    attempts.push({ device: name, at: Date.now() });
    const behaviour = device.behaviour;
    if (behaviour.kind === 'hang') {
      hanging.add(response);
      return;
    }
    if (behaviour.kind === 'status') {
      response.writeHead(behaviour.status).end();
      return;
    }
    if (behaviour.kind === 'fail-first' && behaviour.times > 0) {
      device.behaviour = { ...behaviour, times: behaviour.times - 1 };
      response.writeHead(behaviour.status).end();
      return;
    }
    try {
      const vapid = verifyVapid(request.headers.authorization);
      const text = decryptPush(body, device.ecdh, device.authSecret);
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value.join(',') : value;
      };
      const push: ReceivedPush = {
        device: name,
        ttl: header('ttl'),
        urgency: header('urgency'),
        topic: header('topic'),
        contentEncoding: header('content-encoding'),
        vapidPublicKey: vapid.publicKey,
        claims: vapid.claims,
        message: JSON.parse(text),
      };
      received.push(push);
      onReceived?.(push);
      response.writeHead(201, { Location: `/message/${received.length}` }).end();
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
      response.writeHead(400).end();
    }
  };

  const server = createServer(
    { key: readFileSync(tls.keyPath), cert: readFileSync(tls.certPath) },
    (request, response) => void handle(request, response),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    device: (name, behaviour = { kind: 'accept' }) => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const device: Device = {
        name,
        ecdh,
        authSecret,
        behaviour,
        subscription: {
          endpoint: `${origin}/push/${name}`,
          expirationTime: null,
          keys: {
            p256dh: ecdh.getPublicKey('base64url'),
            auth: authSecret.toString('base64url'),
          },
        },
      };
      devices.set(name, device);
      return device;
    },
    behave: (name, behaviour) => {
      const device = devices.get(name);
      if (!device) throw new Error(`no device ${name}`);
      device.behaviour = behaviour;
    },
    received,
    attempts,
    problems,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
