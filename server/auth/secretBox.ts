import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/engine';
import { keepServerSecret } from '../repos/serverSecrets';

/** Seals a secret at rest: the value's readers hold the key, a copy of one table does not. */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/**
 * AES-256-GCM under a key kept in server_secrets (made on first use, shared by every instance):
 * `iv.tag.ciphertext` in base64url. A sealed value carries its tag, so a changed one fails to open.
 */
export async function secretBox(db: Queryable, name: string): Promise<SecretBox> {
  const key = Buffer.from(await keepServerSecret(db, name, randomBytes(32).toString('base64')), 'base64');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    },
  };
}
