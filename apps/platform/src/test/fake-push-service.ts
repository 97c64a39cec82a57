// A local push service, standing in for FCM, Mozilla's autopush or Apple's: it takes push
// messages on http://127.0.0.1:{port}/push/{id}, checks their VAPID authorisation (RFC 8292) and
// decrypts them (RFC 8291, aes128gcm of RFC 8188) with the private keys of the browser
// subscription it made, so a test sees exactly what a browser would show.
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { z } from 'zod';

/** A browser's subscription as `PushSubscription.toJSON()` gives it, and its private half. */
export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The browser's ECDH key pair (P-256): only it can decrypt what is pushed to the endpoint. */
  ecdh: ReturnType<typeof createECDH>;
  authSecret: Buffer;
}

/** What the push service received and made of it. */
export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload, or null when it did not decrypt. */
  plaintext: string | null;
  headers: IncomingMessage['headers'];
  /** The VAPID JWT's claims, once its signature checked out with `k`; null when it did not. */
  vapid: { claims: VapidClaims; publicKey: string } | null;
}

const vapidClaimsSchema = z.object({
  aud: z.string(),
  exp: z.number().int(),
  sub: z.string(),
});
export type VapidClaims = z.infer<typeof vapidClaimsSchema>;

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** `Authorization: vapid t=<jwt>, k=<public key>`: the claims when the ES256 signature holds. */
export function verifyVapidHeader(
  header: string | undefined,
): { claims: VapidClaims; publicKey: string } | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) return null;
  const token = match[1];
  const publicKey = match[2];
  const raw = Buffer.from(publicKey, 'base64url');
  if (raw.length !== 65 || raw[0] !== 0x04) return null;
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: base64url(raw.subarray(1, 33)),
      y: base64url(raw.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const [header64 = '', claims64 = '', signature64 = ''] = token.split('.');
  const signed = verify(
    'sha256',
    Buffer.from(`${header64}.${claims64}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature64, 'base64url'),
  );
  if (!signed) return null;
  const head = z
    .object({ typ: z.literal('JWT'), alg: z.literal('ES256') })
    .safeParse(JSON.parse(Buffer.from(header64, 'base64url').toString()));
  const claims = vapidClaimsSchema.safeParse(
    JSON.parse(Buffer.from(claims64, 'base64url').toString()),
  );
  return head.success && claims.success ? { claims: claims.data, publicKey } : null;
}

/**
 * RFC 8291 §3.4 and RFC 8188: the body is salt (16) | record size (4) | key id length (1) | the
 * sender's public key | one record, whose plaintext ends with the delimiter 0x02 and padding.
 */
export function decryptAes128gcm(body: Buffer, subscription: FakeSubscription): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);

  const receiverPublicKey = subscription.ecdh.getPublicKey();
  const sharedSecret = subscription.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    receiverPublicKey,
    senderPublicKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, subscription.authSecret, keyInfo, 32));
  const contentKey = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );

  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 0x02) throw new Error('the last record has no 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface FakePushService {
  origin: string;
  received: ReceivedPush[];
  /** A new browser subscription whose endpoint is on this service. */
  subscribe(): FakeSubscription;
  /** From now on, the endpoint answers this status (410 Gone, 404 …); 201 by default. */
  answer(endpoint: string, status: number): void;
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const subscriptions = new Map<string, FakeSubscription>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  let origin = '';

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const subscription = subscriptions.get(endpoint);
      let plaintext: string | null = null;
      if (subscription && request.headers['content-encoding'] === 'aes128gcm') {
        try {
          plaintext = decryptAes128gcm(Buffer.concat(chunks), subscription);
        } catch {
          plaintext = null;
        }
      }
      received.push({
        endpoint,
        plaintext,
        headers: request.headers,
        vapid: verifyVapidHeader(request.headers.authorization),
      });
      response.statusCode = subscription ? (statuses.get(endpoint) ?? 201) : 404;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    origin,
    received,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const subscription: FakeSubscription = {
        endpoint: `${origin}/push/${randomUUID()}`,
        keys: { p256dh: base64url(ecdh.getPublicKey()), auth: base64url(authSecret) },
        ecdh,
        authSecret,
      };
      subscriptions.set(subscription.endpoint, subscription);
      return subscription;
    },
    answer(endpoint, status) {
      statuses.set(endpoint, status);
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
