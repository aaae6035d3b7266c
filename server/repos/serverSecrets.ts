import sql from 'sql-template-tag';
import type { Queryable } from '../db/engine';

/** The stored secret of this name, `value` when none is stored yet: every instance reads the first one stored. */
export async function keepServerSecret(db: Queryable, name: string, value: string): Promise<string> {
  await db.query(sql`insert into server_secrets (name, value) values (${name}, ${value}) on conflict (name) do nothing`);
  const [row] = await db.query<{ value: string }>(sql`select value from server_secrets where name = ${name}`);
  return row.value;
}

export async function deleteServerSecret(db: Queryable, name: string): Promise<void> {
  await db.query(sql`delete from server_secrets where name = ${name}`);
}

/** The push (VAPID) key pair: a table of its own, of one row. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const selectVapidKeys = sql`select public_key as "publicKey", private_key as "privateKey" from push_vapid_keys`;

export async function storedVapidKeys(db: Queryable): Promise<VapidKeys | undefined> {
  const [row] = await db.query<VapidKeys>(selectVapidKeys);
  return row;
}

/** Stores `made` unless a pair is stored already, and answers the stored one. */
export async function keepVapidKeys(db: Queryable, made: VapidKeys): Promise<VapidKeys> {
  await db.query(sql`insert into push_vapid_keys (public_key, private_key) values (${made.publicKey}, ${made.privateKey})
    on conflict (id) do nothing`);
  const [row] = await db.query<VapidKeys>(selectVapidKeys);
  return row;
}
