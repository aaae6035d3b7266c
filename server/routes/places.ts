import type { RouteModule } from '../http/operations';
import { callerOf } from '../auth/guard';
import { deleted, sendPage } from '../http/operations';
import { tenantRecords } from '../repos/tenantRecords';
import { placeRecords } from '../repos/places';

/** Points of interest of a tenant: named points with a radius that label the stops made at them. */
export const placeRoutes: RouteModule = ({ db, config }) => {
  const places = tenantRecords(db, placeRecords);
  return {
    listPlaces: async (request, reply) => sendPage(reply, await places.list(callerOf(request), request.query, config.responseMaxRows)),
    getPlace: (request) => places.find(callerOf(request), request.params.id),
    createPlace: (request) => places.create(callerOf(request), request.body),
    updatePlace: (request) => places.update(callerOf(request), request.params.id, request.body),
    async deletePlace(request) {
      await places.remove(callerOf(request), request.params.id);
      return deleted;
    },
  };
};
