import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../src/api/schema';
import type { AppContext } from '../context';
import type { Page } from './listQuery';

/** An operation of openapi/fleet.yaml, named by its operationId. */
export type OperationId = keyof operations;

type Parameters<Id extends OperationId> = operations[Id]['parameters'];
type JsonContent<T> = T extends { content: { 'application/json': infer Json } } ? Json : never;

/** The request of an operation: path, query and body as the contract's schemas (already validated) say. */
export type OperationRequest<Id extends OperationId> = FastifyRequest<{
  Params: NonNullable<Parameters<Id>['path']>;
  Querystring: NonNullable<Parameters<Id>['query']>;
  Body: JsonContent<NonNullable<operations[Id]['requestBody']>>;
}>;

/** What an operation answers on success (every operation of the contract answers 200). */
export type OperationAnswer<Id extends OperationId> = operations[Id]['responses'] extends { 200: infer Ok }
  ? Ok extends { content: { 'text/event-stream': unknown } }
    ? never
    : JsonContent<Ok>
  : never;

/**
 * A handler answers the operation's success body, or the reply when it sent the answer itself: JSON
 * the database wrote (see sendAssets) or a stream of server-sent events.
 */
export type OperationHandler<Id extends OperationId> = (
  request: OperationRequest<Id>,
  reply: FastifyReply,
) => Promise<OperationAnswer<Id> | FastifyReply>;

/** Handlers by operationId, each typed from its operation: what a route module returns. */
export type OperationHandlers = { [Id in OperationId]?: OperationHandler<Id> };

/** Route modules map the contract's operationIds to handlers typed from their operations. */
export type RouteModule = (context: AppContext) => OperationHandlers;

/** Answers a page of a list: its records, and the number of matching records in X-Total-Count. */
export function sendPage<Record>(reply: FastifyReply, page: Page<Record>): Record[] {
  reply.header('X-Total-Count', String(page.total));
  return page.rows;
}

/** The answer of every delete. */
export const deleted = { message: 'Deleted.' } as const;
