import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/server';
import { operations } from '../support/contract';
import { startSuite, type Suite } from '../support/suite';
import { callerRole, validRequest } from '../support/requests';

describe.each(engines)('the contract is served, on %s', (engine) => {
  let suite: Suite;

  beforeAll(async () => {
    suite = await startSuite(engine);
  });
  afterAll(() => suite?.server.stop());

  it.each(operations)('$operationId ($method $path) has a real handler and answers a status it declares', async (op) => {
    // A delete uses up its record: it gets one of its own.
    const request = await validRequest(op, suite.fixtures, { fresh: op.method === 'DELETE' });
    const role = callerRole(op);
    const response = await suite.api.call(request.method, request.url, {
      token: role ? suite.tokens[role] : undefined,
      body: request.body,
    });
    const what = `${op.operationId}: ${response.status} ${JSON.stringify(response.body)}`;
    expect(response.status, what).not.toBe(501);
    expect(op.statuses, what).toContain(String(response.status));
  });

  it('serves human-readable API docs and the contract under /api/docs', async () => {
    const page = await fetch(`${suite.server.baseUrl}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toMatch(/swagger/i);

    const served = await (await fetch(`${suite.server.baseUrl}/api/docs/json`)).json();
    const servedIds = Object.values(served.paths as Record<string, Record<string, { operationId?: string }>>)
      .flatMap((item) => Object.values(item).map((op) => op.operationId))
      .filter(Boolean);
    expect(servedIds.sort()).toEqual(operations.map((op) => op.operationId).sort());
  });
});

describe('the generated client types', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'fleet-schema-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('src/api/schema.d.ts is what openapi-typescript generates from openapi/fleet.yaml now (run npm run gen:api)', () => {
    const generated = path.join(outDir, 'schema.d.ts');
    execFileSync('node_modules/.bin/openapi-typescript', ['openapi/fleet.yaml', '-o', generated], { stdio: 'pipe' });
    expect(readFileSync('src/api/schema.d.ts', 'utf8') === readFileSync(generated, 'utf8'), 'src/api/schema.d.ts is stale').toBe(true);
  });
});
