import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/errors';
import type { Caller } from './tenancy';
import type { TokenService } from './tokens';
import { isApiKey, type ApiKeyVerifier } from './apiKeys';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
}

/**
 * Runs before anything else of a request: the contract's `x-roles` on each operation says who may
 * call it, so the rights matrix has one source. Routes outside the contract (docs, console) pass.
 * An API key (`fleet_…`) passes the same way, as a caller of its tenant with its role.
 */
export function createGuard(tokens: TokenService, apiKeys: ApiKeyVerifier) {
  return async function guard(request: FastifyRequest) {
    const allowed = (request.routeOptions.schema as { 'x-roles'?: string[] } | undefined)?.['x-roles'];
    if (!allowed || allowed.includes('public')) return;
    const header = request.headers.authorization ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized();
    request.caller = isApiKey(token) ? await apiKeys(token, request.ip) : await tokens.verify(token);
    if (!allowed.includes(request.caller.role)) throw forbidden();
  };
}

/** The caller of a route that the guard has let through. */
export const callerOf = (request: FastifyRequest): Caller => request.caller;
