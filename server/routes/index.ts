import type { RouteModule } from '../context';
import { authRoutes } from './auth';
import { passwordRoutes } from './password';
import { healthRoutes } from './health';
import { userRoutes } from './users';
import { tenantRoutes } from './tenants';
import { pendingRoutes } from './pending';

/** Every route module; together they implement every operation of openapi/fleet.yaml. */
const implementedModules: RouteModule[] = [authRoutes, passwordRoutes, healthRoutes, userRoutes, tenantRoutes];

const implemented = new Set<string>();
export const routeModules: RouteModule[] = [
  (context) => {
    const handlers = Object.assign({}, ...implementedModules.map((module) => module(context)));
    for (const id of Object.keys(handlers)) implemented.add(id);
    return handlers;
  },
  pendingRoutes(() => implemented),
];
