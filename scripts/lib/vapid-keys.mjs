// A VAPID key pair for web push (RFC 8292): P-256, the public key uncompressed, both base64url, as
// web-push and the browsers' applicationServerKey take them. For development and the tests; production
// takes its pair from the environment.
import { createECDH } from 'node:crypto';

export function newVapidKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const key = ecdh.getPrivateKey();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
    // 32 bytes always (a key with leading zero bytes comes out shorter).
    VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32 - key.length), key]).toString('base64url'),
  };
}
