import type { Operation } from './contract';
import { bodyFields } from './badInputs';

/** Text a client may send: other scripts, emoji, combining marks, right-to-left, a zero-width space. */
const unicodeText = 'Zürich 東京 🚗 مرحبا é\u200b';
/** Text no record may hold: the server must refuse it with 400. */
const unsafeText = 'a\u0000b\u001b';

const everyFuzz = {
  requiredFields: { enabled: true },
  minimumNumberFields: { enabled: true },
  maximumNumberFields: { enabled: true },
  minLengthFields: { enabled: true },
  maxLengthFields: { enabled: true },
};

/** Each request of an operation goes out as its caller (variables named after the operation, set by the test) with the id of a real record. */
const asCaller = (op: Operation, id = `{{id_${op.operationId}}}`) => ({
  overwriteRequestHeaders: [{ key: 'Authorization', value: `Bearer {{token_${op.operationId}}}` }],
  overwriteRequestPathVariables: [{ key: 'id', value: id, insert: false }],
});

/**
 * Portman's configuration for the contract fuzz: for every operation its request from the contract's
 * schemas, Portman's fuzzing of bodies and query parameters (required fields missing, numbers and
 * lengths past their bounds), and variations of our own: unicode and unsafe text in each top-level
 * string field and query parameter, a body sent as text/plain, an id as `urn:uuid:`. The answers are
 * judged by tests/api/contractFuzz.test.ts against the contract, not by Portman's own tests.
 */
export function fuzzConfig(operations: Operation[]) {
  const variation = (name: string, overwrites: object[], extra: object = {}) => ({ name, overwrites, tests: {}, ...extra });
  const variationsOf = (op: Operation) => {
    const caller = asCaller(op);
    const bodyTexts = op.bodySchema
      ? bodyFields(op.bodySchema, undefined).filter((field) => field.path.length === 1 && [field.schema.type].flat().includes('string'))
      : [];
    const queryTexts = op.parameters.filter((parameter) => parameter.in === 'query' && parameter.schema.type === 'string');
    return [
      variation('fuzz', [caller], { fuzzing: [{ requestBody: [everyFuzz], requestQueryParams: [everyFuzz] }] }),
      ...(op.bodySchema
        ? [variation('text/plain body', [caller, { overwriteRequestHeaders: [{ key: 'Content-Type', value: 'text/plain' }] }])]
        : []),
      ...(op.path.includes('{id}') ? [variation('urn id', [asCaller(op, `urn:uuid:{{id_${op.operationId}}}`)])] : []),
      ...Object.entries({ unicode: unicodeText, unsafe: unsafeText }).flatMap(([kind, text]) => [
        ...bodyTexts.map((field) =>
          variation(`${field.path[0]} ${kind}`, [caller, { overwriteRequestBody: [{ key: field.path[0], value: text }] }]),
        ),
        ...queryTexts.map((parameter) =>
          variation(`${parameter.name} ${kind}`, [
            caller,
            { overwriteRequestQueryParams: [{ key: parameter.name, value: encodeURIComponent(text) }] },
          ]),
        ),
      ]),
    ];
  };
  return {
    version: 1,
    overwrites: operations.map((op) => ({ openApiOperationId: op.operationId, ...asCaller(op) })),
    globals: { stripResponseExamples: true },
    // Portman's own contract tests would run in Newman's script sandbox for every request: the test judges the answers instead.
    tests: {
      contractTests: [],
      variationTests: operations.map((op) => ({ openApiOperationId: op.operationId, variations: variationsOf(op) })),
    },
  };
}
