import { errorCodes, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { isStorableText } from '../db/storableText';
import { badRequest } from './errors';

/** The path of the first string (or object key) in `value` with a control character or a lone surrogate. */
export function unsafeTextAt(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (!value || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const at = !isStorableText(key) ? [...path, key] : unsafeTextAt(child, [...path, key]);
    if (at) return at;
  }
  return null;
}

/** Path and query parameters by their names, the body by the field's path (`fullName.firstName`), as validation errors name them. */
async function refuseUnsafeText(request: FastifyRequest) {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const at = unsafeTextAt(value);
    if (at) throw badRequest(at.join('.') || part, 'Must not contain control characters or invalid Unicode.');
  }
}

/**
 * Request bodies are JSON or nothing: the contract's body schemas are declared for
 * `application/json`, so a body of any other type would reach a handler unvalidated (415 instead).
 * An empty JSON body is no body, for the operations that take none (the console's
 * SendPasswordResetLink sends `Content-Type: application/json` without one).
 */
export function acceptOnlyCheckedInput(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' && !request.routeOptions.schema?.body) return done(null, undefined);
    return parseJson(request, body as string, done);
  });
  // The contract's live streams answer `text/event-stream`, and the route glue warns at start for a media type
  // the contract names without a parser: a body of that type is refused as any other non-JSON body is.
  app.addContentTypeParser('text/event-stream', (_request, _body, done) =>
    done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE('text/event-stream'), undefined),
  );
  app.addHook('preValidation', refuseUnsafeText);
}

/**
 * The router's own refusals in the contract's shapes: a path segment longer than any id (fastify's
 * limit) names no record, and an address that is not valid percent-encoding is a bad request.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.status(404).send({ error: 'Not found.' });
  return reply.status(400).send({ errors: { path: ['The address is not valid.'] } });
}
