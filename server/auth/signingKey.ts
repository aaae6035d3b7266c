import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Db } from '../db/engine';
import { deleteServerSecret, keepServerSecret } from '../repos/serverSecrets';

/** The stored key's name in server_secrets. */
const secretName = 'jwt';
/** HS256 wants at least as many key bytes as its hash has: 32. */
const minimumLength = 32;

/**
 * The token signing secret of the environment: FLEET_JWT_SECRET, or the contents of the file named by
 * FLEET_JWT_SECRET_FILE (a mounted secret; one trailing newline ignored). Null when neither is set.
 */
export function configuredSigningSecret(env: NodeJS.ProcessEnv): string | null {
  if (env.FLEET_JWT_SECRET && env.FLEET_JWT_SECRET_FILE) {
    throw new Error('Set FLEET_JWT_SECRET or FLEET_JWT_SECRET_FILE, not both.');
  }
  let secret = env.FLEET_JWT_SECRET || null;
  if (env.FLEET_JWT_SECRET_FILE) {
    try {
      secret = readFileSync(env.FLEET_JWT_SECRET_FILE, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      throw new Error(`Cannot read FLEET_JWT_SECRET_FILE ${env.FLEET_JWT_SECRET_FILE}: ${(error as Error).message}`, { cause: error });
    }
  }
  if (secret !== null && Buffer.byteLength(secret) < minimumLength) {
    throw new Error(`The token signing secret must be at least ${minimumLength} bytes long (for example \`openssl rand -base64 48\`).`);
  }
  return secret;
}

/**
 * The key that signs access tokens. A configured secret is used as it is, and a key an earlier start
 * stored in the database is deleted, so that backups no longer hold one. Without a configured secret the
 * key lives in the database, made on first start, so that every instance shares it. A KeyObject, not
 * bytes: jose imports bytes anew on every verification, a KeyObject once.
 */
export async function signingKey(db: Db, configured: string | null): Promise<KeyObject> {
  if (configured !== null) {
    await deleteServerSecret(db, secretName);
    return createSecretKey(Buffer.from(configured, 'utf8'));
  }
  const stored = await keepServerSecret(db, secretName, randomBytes(32).toString('base64'));
  return createSecretKey(Buffer.from(stored, 'base64'));
}
