import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, engines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type ApiResponse, type Schema } from '../support/api';

const addressA = '203.0.113.7';
const addressB = '198.51.100.23';
/** Failures of one account from one address before it waits (see server/auth/signInThrottle.ts). */
const freeFailures = 5;

/** A sign-in of `email`, from `address` as a trusted proxy would say in X-Forwarded-For. */
function signIn(server: TestServer, email: string, password: string, address?: string) {
  // Only refusals are read (`blockedAnswer`): 429 answers the contract's Error.
  return apiClient(server.baseUrl).call<Schema<'Error'>>('POST', '/authentication/email', {
    body: { email, password, clientId: 'web', appPackageName: 'x' },
    headers: address ? { 'x-forwarded-for': address } : {},
  });
}

async function failUntilBlocked(server: TestServer, email: string, address?: string) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= freeFailures; attempt++)
    statuses.push((await signIn(server, email, 'not-the-password', address)).status);
  return statuses;
}

const blockedAnswer = (response: ApiResponse<Schema<'Error'>>) => {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(response.body.error).toMatch(/^Too many failed attempts\. Please try again in \d+ (seconds|minutes)\.$/);
};

describe.each(behaviourEngines)('sign-in throttling on %s', (engine) => {
  let behindProxy: TestServer;
  let direct: TestServer;

  beforeAll(async () => {
    // One after the other: two demo seeds at once overload a busy machine.
    behindProxy = await startTestServer({ engine, config: { trustProxy: ['127.0.0.1'] } });
    direct = await startTestServer({ engine });
  }, 400_000);
  afterAll(async () => {
    await behindProxy?.stop();
    await direct?.stop();
  });

  it('blocks wrong passwords from one address with 429 and Retry-After, and lets the user in from another', async () => {
    const statuses = await failUntilBlocked(behindProxy, accounts.operator.email, addressA);
    expect(statuses).toEqual([...Array(freeFailures).fill(401), 429]);
    // Even the right password waits at address A; at address B the account is not locked.
    blockedAnswer(await signIn(behindProxy, accounts.operator.email, accounts.operator.password, addressA));
    expect((await signIn(behindProxy, accounts.operator.email, accounts.operator.password, addressB)).status).toBe(200);
  }, 120_000);

  it('makes each further failure wait twice as long', async () => {
    await failUntilBlocked(behindProxy, accounts.viewer.email, addressA);
    const key = `account:${accounts.viewer.email}|${addressA}`;
    const waitOf = async () => {
      const [row] = await behindProxy.context.db.query<{ wait: number }>(
        sql`select round(extract(epoch from blocked_until - last_failure_at)) :: int as wait from sign_in_failures where key = ${key}`,
      );
      return row.wait;
    };
    expect(await waitOf()).toBe(15);
    // The delay passes (as if 15 s went by), the next guess is wrong again.
    await behindProxy.context.db.query(sql`update sign_in_failures set blocked_until = now() where key = ${key}`);
    expect((await signIn(behindProxy, accounts.viewer.email, 'still-wrong', addressA)).status).toBe(401);
    expect(await waitOf()).toBe(30);
    blockedAnswer(await signIn(behindProxy, accounts.viewer.email, accounts.viewer.password, addressA));
  }, 120_000);

  it('ignores X-Forwarded-For unless TRUST_PROXY names the sender', async () => {
    await failUntilBlocked(direct, accounts.operator.email, addressA);
    // The header does not make this a new address: the server counts the connection's own.
    blockedAnswer(await signIn(direct, accounts.operator.email, accounts.operator.password, addressB));
  }, 120_000);
});

describe.runIf(engines.includes('postgresql'))('sign-in throttling across two instances on one PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    first = await startTestServer({ engine: 'postgresql', config: { trustProxy: ['127.0.0.1'] } });
    second = await startTestServer({ engine: 'postgresql', demo: false, sharing: first, config: { trustProxy: ['127.0.0.1'] } });
  }, 400_000);
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  it('counts the failures on one instance against attempts on the other', async () => {
    for (let attempt = 0; attempt < freeFailures; attempt++) {
      expect((await signIn(first, accounts.globex.email, 'not-the-password', addressA)).status).toBe(401);
    }
    blockedAnswer(await signIn(second, accounts.globex.email, accounts.globex.password, addressA));
    expect((await signIn(second, accounts.globex.email, accounts.globex.password, addressB)).status).toBe(200);
  }, 120_000);
});
