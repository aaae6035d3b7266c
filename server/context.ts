import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/engine';
import type { Mailer } from './mail/mailer';
import type { TokenService } from './auth/tokens';
import type { LiveBus } from './telemetry/liveBus';
import type { Geocoder } from './telemetry/geocoder/geocoder';
import type { components } from '../src/api/schema';

/** What every route module and service is built from. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  live: LiveBus;
  /** One for the whole server, so that its cache and its politeness to the service are shared. */
  geocoder: Geocoder;
}

/** A payload or record type of the contract, e.g. `Schema<'AssetInput'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Route modules map the contract's operationIds to handlers. */
export type RouteModule = (context: AppContext) => Record<string, Handler>;
