import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../server/app';
import { engines, startTestServer, type TestServer } from '../support/server';

const contractTypes = (loadContract() as { components: { schemas: { AlertType: { enum: string[] } } } }).components.schemas.AlertType.enum;

// Parallel work once left the database's list of alert types behind the contract's: an alert of a newer
// type then failed its batch of positions. The two lists are one.
describe.each(engines)('alert types the database takes on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  }, 120_000);
  afterAll(() => server?.stop());

  it("are the contract's AlertType values, no more and no fewer", async () => {
    const [{ definition }] = await server.context.db.query<{ definition: string }>(
      sql`select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'alerts_type_check'`,
    );
    const stored = [...definition.matchAll(/'([A-Za-z]+)'/g)].map(([, type]) => type);
    expect(new Set(stored)).toEqual(new Set(contractTypes));
  });
});
