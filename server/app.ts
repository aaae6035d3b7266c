import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteHandlerMethod } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { parse } from 'yaml';
import type { AppContext } from './context';
import type { OperationHandlers, OperationId } from './http/operations';
import { validatorCompiler } from './http/validation';
import { lazySerializers, serializeNullableObjectsFast } from './http/serialization';
import { errorHandler } from './http/errorHandler';
import { acceptOnlyCheckedInput, frameworkErrors } from './http/requestInput';
import { mapDbError } from './http/dbErrors';
import { createGuard } from './auth/guard';
import { apiKeyVerifier } from './auth/apiKeys';
import { auditedOperations, auditTrail } from './http/auditTrail';
import { routeModules } from './routes';
import { serveConsole } from './http/console';
import { registerSecurityHeaders } from './http/securityHeaders';
import { serveTiles } from './http/tiles';
import { heavyReadOperations, heavyReads, throughHeavyReads } from './http/heavyReads';

export const contractPath = new URL('../openapi/fleet.yaml', import.meta.url);
let parsedContract: Record<string, unknown> | undefined;
/**
 * The contract, a copy of its own for each caller (the route glue changes what it is given). Parsed once: reading
 * the YAML cost a second of CPU a server, and test processes start several.
 */
export const loadContract = () =>
  structuredClone((parsedContract ??= parse(readFileSync(contractPath, 'utf8')) as Record<string, unknown>));

/** Every operationId of the contract mapped to its handler; a missing one stops the start. */
export function resolveHandlers(context: AppContext): OperationHandlers {
  return Object.assign({}, ...routeModules.map((module) => module(context)));
}

/**
 * The API server: routes, request validation and response serialization all come from
 * openapi/fleet.yaml, so the contract and the server cannot drift apart.
 */
export async function buildApp(context: AppContext, logger: FastifyServerOptions['logger'] = true): Promise<FastifyInstance> {
  // X-Forwarded-For is believed only from the configured proxies: anyone else could pick their address.
  const { trustProxy } = context.config;
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxy.length ? trustProxy : false,
    frameworkErrors,
    schemaController: { compilersFactory: { buildSerializer: lazySerializers } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler((error, request, reply) => errorHandler(mapDbError(error, request.method) as never, request, reply));
  // Before the guard: a refused request gets the security headers too.
  await registerSecurityHeaders(app, context.config);
  app.addHook('onRequest', createGuard(context.tokens, apiKeyVerifier(context.db)));
  app.addHook('onRoute', serializeNullableObjectsFast);
  acceptOnlyCheckedInput(app);

  await app.register(swagger, { mode: 'static', specification: { document: loadContract() as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const handlers = resolveHandlers(context);
  const contract = loadContract();
  const heavy = heavyReadOperations(contract);
  const throughAudit = auditTrail(context.db, auditedOperations(contract), handlers);
  const reads = heavyReads({ concurrency: context.config.reportConcurrency, queue: context.config.reportQueue, retryAfterSeconds: 5 });
  await app.register(openapiGlue, {
    specification: contract,
    prefix: 'api',
    operationResolver: (operationId: string) => {
      const handler = handlers[operationId as OperationId];
      if (!handler) throw new Error(`No handler for the contract's operation ${operationId}`);
      // The one place a handler meets fastify untyped: the glue registers it with its operation's schemas,
      // which validate the request into the types the handler was written against.
      const audited = context.config.auditWrites
        ? throughAudit(operationId, handler as RouteHandlerMethod)
        : (handler as RouteHandlerMethod);
      return heavy.has(operationId) ? throughHeavyReads(reads, audited) : audited;
    },
  });

  serveTiles(app, context.config);
  serveConsole(app, context.config);
  return app;
}
