import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SecretBox } from '../../ports/secret-box.js';

const VERSION = 'v1';

/**
 * AES-256-GCM with a random 96-bit nonce per seal, the record's id as associated data (a sealed
 * value copied onto another row does not open), stored as `v1.<nonce>.<tag>.<ciphertext>` in
 * base64url. GCM's tag makes any change to the stored text fail to open rather than decrypt to
 * something else.
 */
export function createAesGcmBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secrets key must be 32 bytes');
  return {
    seal(plaintext, boundTo) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(boundTo, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed, boundTo) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== VERSION || nonce === undefined || tag === undefined || body === undefined) {
        throw new Error('not a sealed value of this service');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(Buffer.from(boundTo, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
