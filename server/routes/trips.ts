import sql from 'sql-template-tag';
import type { RouteModule } from '../context';
import { callerOf } from '../auth/guard';
import { findOwned, tenantScope } from '../auth/tenancy';
import { HttpError } from '../http/errors';
import { cappedQuery } from '../http/rowCap';
import { selectTrips, toTrip, type TripRow } from '../repos/trips';
import type { LatLng } from '../../src/domain/geometry';
import { planRoute } from '../routing/planRoute';
import { NoRouteError } from '../routing/route';

/** A trip's track is not a period the caller chose: only a report of the asset's positions can show more. */
const tripTooLong = { field: 'id', advice: 'Please read this trip\'s positions with the location report, a period at a time.' };

/** Recorded trips with their full track, and route planning through waypoints. */
export const tripRoutes: RouteModule = ({ db, config, geocoder }) => {
  return {
    async getTrip(request) {
      const { id } = request.params;
      const trip = await findOwned<TripRow>(db, selectTrips(sql`t.id = ${id} and ${tenantScope(callerOf(request), 't.tenant_id')}`, true), 'Trip');
      // The stored waypoints are simplified for lists; the trip's own page draws every reported position,
      // or the stored waypoints once retention has dropped the trip's days.
      const track = await cappedQuery<LatLng>(db, sql`select latitude, longitude from positions
        where asset_id = ${trip.asset_id} and time >= ${trip.start_time} and time <= ${trip.end_time} order by time`,
        config.responseMaxRows, tripTooLong);
      return toTrip(trip, track.length ? track : trip.waypoints);
    },

    async planTrip(request) {
      const { waypoints } = request.body;
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
