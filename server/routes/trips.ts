import type { RouteModule } from '../http/operations';
import { callerOf } from '../auth/guard';
import { HttpError } from '../http/errors';
import { findTrip, toTrip, tripTrack } from '../repos/trips';
import { planRoute } from '../routing/planRoute';
import { NoRouteError } from '../routing/route';

/** Recorded trips with their full track, and route planning through waypoints. */
export const tripRoutes: RouteModule = ({ db, config, geocoder }) => {
  return {
    async getTrip(request) {
      const { id } = request.params;
      const trip = await findTrip(db, callerOf(request), id);
      // The stored waypoints are simplified for lists; the trip's own page draws every reported position,
      // or the stored waypoints once retention has dropped the trip's days.
      const track = await tripTrack(db, trip, config.responseMaxRows);
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
