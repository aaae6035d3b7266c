import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/server';
import { operations, type Operation } from '../support/contract';
import { startSuite, type Suite } from '../support/suite';
import type { Schema } from '../support/api';
import { callerRole, validRequest } from '../support/requests';
import { validBody } from '../support/validBodies';
import { badInputs, bodyFields, isFreeText, unsafeTexts, withValue } from '../support/badInputs';
import { snapshot, tableNames } from '../support/dbSnapshot';

const withBody = operations.filter((op) => op.bodySchema);
/** Operations whose `{id}` is a record's UUID (a pending device's id is its protocol and identifier). */
const withId = operations.filter((op) =>
  op.parameters.some((parameter) => parameter.name === 'id' && parameter.in === 'path' && parameter.schema.format === 'uuid'),
);
const sortEnum = (op: Operation) => op.parameters.find((parameter) => parameter.name === 'sort')?.schema.enum as string[] | undefined;
const sorted = operations.filter((op) => sortEnum(op));
const withTextQuery = operations.filter((op) =>
  op.parameters.some((parameter) => parameter.in === 'query' && parameter.schema.type === 'string'),
);
const injections = ["Robert'); drop table assets;--", '<script>alert(1)</script>'];
type ValidationErrors = Schema<'ValidationErrors'>;

/** The value at `path` of a response: the record itself or a record it wraps (`{user}`). */
function echoed(body: unknown, path: string[]): unknown {
  const at = (root: unknown) => path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);
  if (!body || typeof body !== 'object') return undefined;
  return (
    at(body) ??
    Object.values(body)
      .map(at)
      .find((value) => value !== undefined)
  );
}

describe.each(engines)('bad input on every write of the contract, on %s', (engine) => {
  let suite: Suite;

  beforeAll(async () => {
    suite = await startSuite(engine);
  });
  afterAll(() => suite?.server.stop());

  const send = <Answer = unknown>(op: Operation, url: string, payload: { body?: unknown; rawBody?: string }) => {
    const role = callerRole(op);
    return suite.api.call<Answer>(op.method, url, { token: role ? suite.tokens[role] : undefined, ...payload });
  };

  it.each(withBody)('$operationId refuses each bad body with 400 naming the field, and changes nothing', async (op) => {
    const request = await validRequest(op, suite.fixtures);
    // One digest of every table before and one after all the bad bodies: one after each cost most of the suite's time.
    const before = await snapshot(suite.server.context.db);
    const bodies = badInputs(op.bodySchema!, request.body!);
    for (const bad of bodies) {
      const response = await send<ValidationErrors>(op, request.url, bad);
      expect(response.status, `${op.operationId} with ${bad.what}: ${JSON.stringify(response.body)}`).toBe(400);
      expect(
        response.body.errors?.[bad.field],
        `${op.operationId} with ${bad.what} names ${bad.field}: ${JSON.stringify(response.body)}`,
      ).toEqual([expect.any(String), ...response.body.errors[bad.field].slice(1)]);
    }
    expect(
      await snapshot(suite.server.context.db),
      `${op.operationId}: one of its bad bodies changed data (${bodies.map((bad) => bad.what).join('; ')})`,
    ).toEqual(before);
  });

  it.each(withBody)('$operationId stores SQL and HTML in text fields verbatim, or refuses them with 400', async (op) => {
    const request = await validRequest(op, suite.fixtures);
    const tables = await tableNames(suite.server.context.db);
    for (const field of bodyFields(op.bodySchema!, request.body).filter(isFreeText)) {
      for (const text of injections) {
        const body = withValue(await validBody(op.bodySchemaName!, suite.fixtures.fixtureId), field.path, text);
        // The operation's record (any of the contract's), or its refusal: only `errors` is read.
        const response = await send<Partial<ValidationErrors>>(op, request.url, { body });
        const what = `${op.operationId} with ${field.path.join('.')} = ${text}: ${response.status} ${JSON.stringify(response.body)}`;
        expect(op.statuses, what).toContain(String(response.status));
        expect(response.status, what).toBeLessThan(500);
        if (response.status === 400) expect(Object.keys(response.body.errors ?? {}), what).not.toHaveLength(0);
        const stored = echoed(response.body, field.path);
        if (response.status === 200 && stored !== undefined) expect(stored, what).toBe(text);
        expect(await tableNames(suite.server.context.db), `${what}: a table went missing`).toEqual(tables);
      }
    }
  });
});

describe.each(engines)('input that is not what the contract describes, on %s', (engine) => {
  let suite: Suite;

  beforeAll(async () => {
    suite = await startSuite(engine);
  });
  afterAll(() => suite?.server.stop());

  const send = <Answer = unknown>(
    op: Operation,
    url: string,
    options: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ) => {
    const role = callerRole(op);
    return suite.api.call<Answer>(op.method, url, { token: role ? suite.tokens[role] : undefined, ...options });
  };

  it.each(withBody)('$operationId answers a body that is not JSON with 415, and changes nothing', async (op) => {
    const request = await validRequest(op, suite.fixtures);
    const before = await snapshot(suite.server.context.db);
    const json = JSON.stringify(request.body);
    for (const [type, rawBody] of [
      ['text/plain', json],
      ['application/x-www-form-urlencoded', 'name=x'],
      ['application/xml', '<a/>'],
      ['text/event-stream', 'data: {}'],
    ]) {
      const response = await send(op, request.url, { rawBody, headers: { 'content-type': type } });
      expect(response.status, `${op.operationId} as ${type}: ${JSON.stringify(response.body)}`).toBe(415);
      expect(op.statuses).toContain('415');
      expect(response.body).toEqual({ error: expect.any(String) });
    }
    expect(await snapshot(suite.server.context.db), `${op.operationId}: a body that is not JSON changed data`).toEqual(before);
  });

  it.each(withId)('$operationId answers a malformed id with 400 or 404, never 500', async (op) => {
    const request = await validRequest(op, suite.fixtures);
    const id = request.url.match(/[0-9a-f]{8}-[0-9a-f-]{27}/)![0];
    for (const bad of [`urn:uuid:${id}`, `{${id}}`, id.replaceAll('-', ''), `${id}%00`, 'x'.repeat(300), '%F0%9F%9A%97']) {
      const response = await send(op, request.url.replace(id, bad), request.body ? { body: request.body } : {});
      const what = `${op.operationId} with id ${bad}: ${response.status} ${JSON.stringify(response.body)}`;
      expect([400, 404], what).toContain(response.status);
      expect(op.statuses, what).toContain(String(response.status));
    }
  });

  it.each(withTextQuery)('$operationId refuses unsafe text in a query parameter with 400 naming it', async (op) => {
    const request = await validRequest(op, suite.fixtures);
    for (const parameter of op.parameters.filter((p) => p.in === 'query' && p.schema.type === 'string')) {
      for (const { what, text } of unsafeTexts.slice(0, 2)) {
        const url = new URL(request.url, 'http://x');
        url.searchParams.set(parameter.name, text);
        const response = await send<ValidationErrors>(op, `${url.pathname}${url.search}`, request.body ? { body: request.body } : {});
        const message = `${op.operationId} with ${parameter.name} holding ${what}: ${response.status} ${JSON.stringify(response.body)}`;
        expect(response.status, message).toBe(400);
        expect(Object.keys(response.body.errors), message).toEqual([parameter.name]);
      }
    }
  });

  it.each(sorted)('$operationId sorts by every field its sort enum names, and refuses any other with 400', async (op) => {
    const request = await validRequest(op, suite.fixtures);
    const separator = request.url.includes('?') ? '&' : '?';
    for (const field of sortEnum(op)!) {
      for (const order of ['asc', 'desc']) {
        const response = await send(op, `${request.url}${separator}sort=${encodeURIComponent(field)}&order=${order}&pageSize=5`);
        expect(response.status, `${op.operationId} sorted by ${field} ${order}: ${JSON.stringify(response.body)}`).toBe(200);
      }
    }
    for (const field of ['constructor', '__proto__', 'toString', 'id', 'unknownField']) {
      const response = await send<ValidationErrors>(op, `${request.url}${separator}sort=${field}`);
      expect(response.status, `${op.operationId} sorted by ${field}: ${JSON.stringify(response.body)}`).toBe(400);
      expect(Object.keys(response.body.errors)).toEqual(['sort']);
    }
  });

  it('accepts SendPasswordResetLink with an empty JSON body, as the console sends it', async () => {
    const response = await suite.api.call(
      'POST',
      `/password/SendPasswordResetLink?loginEmail=${encodeURIComponent(suite.users.Viewer.email)}`,
      {
        rawBody: '',
        headers: { 'content-type': 'application/json' },
      },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });
});
