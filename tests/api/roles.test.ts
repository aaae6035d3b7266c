import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines } from '../support/server';
import { isPublic, operations, roles, type Operation, type Role } from '../support/contract';
import { startSuite, type Suite } from '../support/suite';
import type { Schema } from '../support/api';
import { validRequest } from '../support/requests';

const refusedRoles = (op: Operation) => roles.filter((role) => !op.roles.includes(role));
const guarded = operations.filter((op) => !isPublic(op) && refusedRoles(op).length);
const viewerCalls = operations.filter((op) => op.roles.includes('Viewer'));
const needsAuthenticatorCode = new Set(['confirmTwoFactor', 'disableTwoFactor']);

describe.each(behaviourEngines)('the rights matrix of x-roles, on %s', (engine) => {
  let suite: Suite;

  beforeAll(async () => {
    suite = await startSuite(engine);
  });
  afterAll(() => suite?.server.stop());

  const send = async <Answer = unknown>(op: Operation, role: Role) => {
    const request = await validRequest(op, suite.fixtures);
    return suite.api.call<Answer>(request.method, request.url, { token: suite.tokens[role], body: request.body });
  };

  it('leaves no operation without x-roles', () => {
    expect(operations.filter((op) => !op.roles?.length).map((op) => op.operationId)).toEqual([]);
  });

  it.each(guarded)('$operationId answers 403 to every role x-roles leaves out', async (op) => {
    for (const role of refusedRoles(op)) {
      const response = await send<Schema<'Error'>>(op, role);
      expect(response.status, `${role} calling ${op.operationId}: ${JSON.stringify(response.body)}`).toBe(403);
      expect(response.body.error, `${role} calling ${op.operationId}`).toEqual(expect.any(String));
    }
  });

  it.each(viewerCalls)('a Viewer may call $operationId', async (op) => {
    const response = await send(op, 'Viewer');
    const what = `Viewer calling ${op.operationId}: ${JSON.stringify(response.body)}`;
    // Their valid body holds a code of the user's authenticator app, which no generic body has: let in, then refused.
    if (needsAuthenticatorCode.has(op.operationId)) expect(response.status, what).toBe(400);
    else expect(response.status, what).toBe(200);
  });
});
