import sql from 'sql-template-tag';
import type { RouteModule, Schema } from '../context';
import { callerOf } from '../auth/guard';
import { findOwned, tenantScope } from '../auth/tenancy';
import { HttpError } from '../http/errors';
import { selectTrips, toTrip, type TripRow } from '../repos/trips';
import type { LatLng } from '../telemetry/geometry';
import { planRoute } from '../routing/planRoute';
import { NoRouteError } from '../routing/route';

/** Recorded trips with their full track, and route planning through waypoints. */
export const tripRoutes: RouteModule = ({ db, config, geocoder }) => {
  return {
    async getTrip(request) {
      const { id } = request.params as { id: string };
      const trip = await findOwned<TripRow>(db, selectTrips(sql`t.id = ${id} and ${tenantScope(callerOf(request), 't.tenant_id')}`, false), 'Trip');
      // The stored waypoints are simplified for lists; the trip's own page draws every reported position.
      const track = await db.query<LatLng>(sql`select latitude, longitude from positions
        where asset_id = ${trip.asset_id} and time >= ${trip.start_time} and time <= ${trip.end_time} order by time`);
      return toTrip(trip, track);
    },

    async planTrip(request) {
      const { waypoints } = request.body as Schema<'TripPlanRequest'>;
      try {
        return await planRoute(config.routingUrl, geocoder, waypoints);
      } catch (error) {
        if (!(error instanceof NoRouteError)) throw error;
        request.log.warn({ reason: error.message }, 'no route');
        throw new HttpError(404, { error: 'No routes found!' });
      }
    },
  };
};
