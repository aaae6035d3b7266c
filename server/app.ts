import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { parse } from 'yaml';
import type { AppContext, Handler } from './context';
import { validatorCompiler } from './http/validation';
import { serializeNullableObjectsFast } from './http/serialization';
import { errorHandler } from './http/errorHandler';
import { mapDbError } from './http/dbErrors';
import { createGuard } from './auth/guard';
import { routeModules } from './routes';
import { serveConsole } from './http/console';

export const contractPath = new URL('../openapi/fleet.yaml', import.meta.url);
export const loadContract = () => parse(readFileSync(contractPath, 'utf8')) as Record<string, unknown>;

/** Every operationId of the contract mapped to its handler; a missing one stops the start. */
export function resolveHandlers(context: AppContext): Record<string, Handler> {
  return Object.assign({}, ...routeModules.map((module) => module(context)));
}

/**
 * The API server: routes, request validation and response serialization all come from
 * openapi/fleet.yaml, so the contract and the server cannot drift apart.
 */
export async function buildApp(context: AppContext, logger: FastifyServerOptions['logger'] = true): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: 1024 * 1024, trustProxy: true });
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler((error, request, reply) => errorHandler(mapDbError(error, request.method) as never, request, reply));
  app.addHook('onRequest', createGuard(context.tokens));
  app.addHook('onRoute', serializeNullableObjectsFast);

  await app.register(swagger, { mode: 'static', specification: { document: loadContract() as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const handlers = resolveHandlers(context);
  await app.register(openapiGlue, {
    specification: loadContract(),
    prefix: 'api',
    operationResolver: (operationId: string) => {
      const handler = handlers[operationId];
      if (!handler) throw new Error(`No handler for the contract's operation ${operationId}`);
      return handler;
    },
  });

  serveConsole(app, context.config);
  return app;
}
