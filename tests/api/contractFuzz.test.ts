import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractPath, loadContract } from '../../server/app';
import { operations, resolve, type JsonSchema, type Operation } from '../support/contract';
import { fuzzConfig } from '../support/fuzzConfig';
import { callerRole, kindOfPath } from '../support/requests';
import { startSuite, type Suite } from '../support/suite';
import { validBody } from '../support/validBodies';

// newman has no types of its own; the part used here is small.
const newman = createRequire(import.meta.url)('newman') as {
  run(options: object, done: (error: Error | null, summary: NewmanSummary) => void): void;
};
interface Execution {
  item: { name: string };
  request: { method: string; url: { getPath(): string; toString(): string }; body?: { raw?: string } };
  response?: { code: number; stream?: Buffer; headers: { get(name: string): string | undefined } };
  requestError?: Error;
}
interface NewmanSummary {
  run: { executions: Execution[] };
}

/** The live stream never ends, which a request runner cannot wait for; tests/api/live.test.ts covers it. */
const fuzzed = operations.filter((op) => op.operationId !== 'streamLive');

const contract = loadContract() as {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> }>>;
};
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);

/** The operation a request was sent to, from its method and path. */
function operationOf(method: string, requestPath: string): Operation | undefined {
  const apiPath = requestPath.replace(/^\/api/, '');
  return fuzzed.find((op) => op.method === method && new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(apiPath));
}

/** What is wrong with an answer, judged by the contract: a 5xx, a status it does not declare, a body its schema refuses. */
function contractProblem(op: Operation, execution: Execution): string | null {
  const response = execution.response;
  if (!response) return `no answer: ${execution.requestError?.message}`;
  if (response.code >= 500) return `${response.code}`;
  const declared = contract.paths[op.path][op.method.toLowerCase()].responses[String(response.code)];
  if (!declared) return `${response.code} is not declared`;
  const schema = declared.content?.['application/json']?.schema;
  if (!schema) return null;
  const text = response.stream?.toString('utf8') ?? '';
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${response.code} with a body that is not JSON: ${text.slice(0, 100)}`;
  }
  const valid = ajv.validate(resolve(schema), body);
  return valid
    ? null
    : `${response.code} body ${JSON.stringify(body).slice(0, 200)} refused by the contract: ${ajv.errorsText(ajv.errors)}`;
}

/** Portman makes the requests from the contract and its fuzzing config; the bodies it invents are made valid, then mutated as it meant. */
async function portmanCollection(dir: string, baseUrl: string) {
  writeFileSync(path.join(dir, 'portman-config.json'), JSON.stringify(fuzzConfig(fuzzed)));
  const portman = path.resolve('node_modules/.bin/portman');
  await promisify(execFile)(
    portman,
    ['-l', contractPath.pathname, '-b', `${baseUrl}/api`, '-c', 'portman-config.json', '-o', 'collection.json'],
    {
      cwd: dir,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(readFileSync(path.join(dir, 'collection.json'), 'utf8'));
}

interface PostmanItem {
  name: string;
  item?: PostmanItem[];
  request?: { method: string; url: { path: string[] }; body?: { raw?: string } };
}

const requestsOf = (items: PostmanItem[]): PostmanItem[] => items.flatMap((item) => (item.item ? requestsOf(item.item) : [item]));

/** Portman makes requests for every operation of the contract; the live stream's are left out (see `fuzzed`). */
const withoutLiveStream = (items: PostmanItem[]): PostmanItem[] =>
  items
    .map((item) => (item.item ? { ...item, item: withoutLiveStream(item.item) } : item))
    .filter((item) => (item.item ? item.item.length > 0 : item.request?.url.path.join('/') !== 'live'));

/** Fields of a variation's body that differ from its operation's main request are the variation's; the rest take valid values. */
async function withValidBases(collection: { item: PostmanItem[] }, suite: Suite) {
  const requests = requestsOf(collection.item);
  const opOf = (item: PostmanItem) => operationOf(item.request!.method, `/api/${item.request!.url.path.join('/')}`.replace(/\/:id/g, '/x'));
  const mains = new Map(requests.filter((item) => !item.name.includes('[')).map((item) => [opOf(item)?.operationId, item]));
  for (const item of requests) {
    const op = opOf(item);
    const raw = item.request?.body?.raw;
    if (!op?.bodySchemaName || !raw) continue;
    const main = JSON.parse(mains.get(op.operationId)!.request!.body!.raw!) as Record<string, unknown>;
    const variant = JSON.parse(raw) as Record<string, unknown>;
    const body = await validBody(op.bodySchemaName, suite.fixtures.fixtureId);
    for (const key of Object.keys(main)) if (!(key in variant)) delete body[key];
    for (const [key, value] of Object.entries(variant)) if (JSON.stringify(value) !== JSON.stringify(main[key])) body[key] = value;
    item.request!.body!.raw = JSON.stringify(body);
  }
}

/** A token (the caller the contract allows, SysAdmin for public operations) and a real record's id for each operation. */
async function variables(suite: Suite) {
  const values: { key: string; value: string }[] = [];
  for (const op of fuzzed) {
    values.push({ key: `token_${op.operationId}`, value: suite.tokens[callerRole(op) ?? 'SysAdmin'] });
    if (op.path.includes('{id}'))
      values.push({ key: `id_${op.operationId}`, value: (await suite.fixtures.shared(kindOfPath(op.path))).id });
  }
  return values;
}

describe('contract fuzz (Portman + Newman) on pglite', () => {
  let suite: Suite;
  let dir: string;

  beforeAll(async () => {
    suite = await startSuite('pglite');
    dir = mkdtempSync(path.join(tmpdir(), 'fleet-fuzz-'));
  });
  afterAll(async () => {
    await suite?.server.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('answers every operation with invalid, boundary and unicode input without a 5xx, each answer valid for its status', async () => {
    const started = Date.now();
    const collection = await portmanCollection(dir, suite.server.baseUrl);
    delete collection.auth;
    collection.item = withoutLiveStream(collection.item);
    await withValidBases(collection, suite);
    const environment = { values: await variables(suite) };
    const generated = Date.now();
    const summary = await new Promise<NewmanSummary>((done, fail) =>
      // The answer is the API's own: a redirect (the SSO callback's 302) is checked, not followed to the console's page.
      newman.run({ collection, environment, reporters: [], timeoutRequest: 10_000, ignoreRedirects: true }, (error, result) =>
        error ? fail(error) : done(result),
      ),
    );
    const { executions } = summary.run;
    const problems = executions.flatMap((execution) => {
      const op = operationOf(execution.request.method, execution.request.url.getPath());
      const problem = op ? contractProblem(op, execution) : 'an operation the contract does not have';
      return problem ? [`${execution.item.name} ${execution.request.method} ${execution.request.url.toString()}: ${problem}`] : [];
    });
    const statuses = executions.map((execution) => execution.response?.code ?? 0);
    console.log(
      `contract fuzz: ${executions.length} requests, Portman ${((generated - started) / 1000).toFixed(1)} s, Newman ${((Date.now() - generated) / 1000).toFixed(1)} s; ` +
        `status counts ${JSON.stringify(Object.fromEntries([...new Set(statuses)].sort().map((code) => [code, statuses.filter((s) => s === code).length])))}`,
    );
    expect(
      new Set(executions.map((execution) => operationOf(execution.request.method, execution.request.url.getPath())?.operationId)).size,
    ).toBe(fuzzed.length);
    expect(problems).toEqual([]);
  }, 900_000);
});
