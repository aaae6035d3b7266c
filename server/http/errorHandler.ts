import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { HttpError } from './errors';
import { validationErrors } from './validation';

/**
 * Every failure leaves in one of the contract's shapes and never with a stack trace:
 * 400 `{errors}`, 409 `{message, code}`, anything else `{error}`.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) return reply.status(error.statusCode).headers(error.headers).send(error.body);
  if (error.validation) {
    return reply.status(400).send({ errors: validationErrors(error.validation as ErrorObject[]) });
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return reply.status(400).send({ errors: { body: ['The body is not valid JSON.'] } });
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return reply.status(400).send({ errors: { body: ['The body is empty.'] } });
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return reply.status(415).send({ error: 'The body must be JSON, sent with Content-Type: application/json.' });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return reply.status(status).send({ error: error.message });
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ error: 'An unexpected error occurred.' });
}
