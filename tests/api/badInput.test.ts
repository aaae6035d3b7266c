import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/server';
import { operations, type Operation } from '../support/contract';
import { startSuite, type Suite } from '../support/suite';
import { callerRole, validRequest } from '../support/requests';
import { validBody } from '../support/validBodies';
import { badInputs, bodyFields, isFreeText, withValue } from '../support/badInputs';
import { snapshot } from '../support/dbSnapshot';

const withBody = operations.filter((op) => op.bodySchema);
const injections = ["Robert'); drop table assets;--", '<script>alert(1)</script>'];

/** The value at `path` of a response: the record itself or a record it wraps (`{user}`). */
function echoed(body: unknown, path: string[]): unknown {
  const at = (root: unknown) => path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);
  if (!body || typeof body !== 'object') return undefined;
  return at(body) ?? Object.values(body).map(at).find((value) => value !== undefined);
}

describe.each(engines)('bad input on every write of the contract, on %s', (engine) => {
  let suite: Suite;

  beforeAll(async () => {
    suite = await startSuite(engine);
  });
  afterAll(() => suite?.server.stop());

  const send = (op: Operation, url: string, payload: { body?: unknown; rawBody?: string }) => {
    const role = callerRole(op);
    return suite.api.call(op.method, url, { token: role ? suite.tokens[role] : undefined, ...payload });
  };

  it.each(withBody)('$operationId refuses each bad body with 400 naming the field, and changes nothing', async (op) => {
    const request = await validRequest(op, suite.fixtures);
    let before = await snapshot(suite.server.context.db);
    for (const bad of badInputs(op.bodySchema!, request.body!)) {
      const response = await send(op, request.url, bad);
      expect(response.status, `${op.operationId} with ${bad.what}: ${JSON.stringify(response.body)}`).toBe(400);
      expect(response.body.errors?.[bad.field], `${op.operationId} with ${bad.what} names ${bad.field}: ${JSON.stringify(response.body)}`)
        .toEqual([expect.any(String), ...response.body.errors[bad.field].slice(1)]);
      const after = await snapshot(suite.server.context.db);
      expect(after, `${op.operationId} with ${bad.what} changed data`).toEqual(before);
      before = after;
    }
  });

  it.each(withBody)('$operationId stores SQL and HTML in text fields verbatim, or refuses them with 400', async (op) => {
    const request = await validRequest(op, suite.fixtures);
    const tables = Object.keys(await snapshot(suite.server.context.db));
    for (const field of bodyFields(op.bodySchema!, request.body).filter(isFreeText)) {
      for (const text of injections) {
        const body = withValue(await validBody(op.bodySchemaName!, suite.fixtures.fixtureId), field.path, text);
        const response = await send(op, request.url, { body });
        const what = `${op.operationId} with ${field.path.join('.')} = ${text}: ${response.status} ${JSON.stringify(response.body)}`;
        expect(op.statuses, what).toContain(String(response.status));
        expect(response.status, what).toBeLessThan(500);
        if (response.status === 400) expect(Object.keys(response.body.errors ?? {}), what).not.toHaveLength(0);
        const stored = echoed(response.body, field.path);
        if (response.status === 200 && stored !== undefined) expect(stored, what).toBe(text);
        expect(Object.keys(await snapshot(suite.server.context.db)), `${what}: a table went missing`).toEqual(tables);
      }
    }
  });
});
