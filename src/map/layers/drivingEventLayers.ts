import { ScatterplotLayer } from '@deck.gl/layers';
import type { components } from '../../api/schema';

type DrivingEvent = components['schemas']['DrivingEvent'];

/** Orange, as a warning: apart from the route's blue and its green origin and red destination. */
const EVENT_RGB: [number, number, number] = [237, 108, 2];

/** Harsh accelerations, brakings and cornerings as orange dots ringed in white, above the route. */
export function drivingEventLayer(events: readonly DrivingEvent[]) {
  return new ScatterplotLayer<DrivingEvent>({
    id: 'driving-events',
    data: events,
    getPosition: (event) => [event.longitude, event.latitude],
    getFillColor: EVENT_RGB,
    getRadius: 6,
    radiusUnits: 'pixels',
    stroked: true,
    getLineColor: [255, 255, 255],
    getLineWidth: 2,
    lineWidthUnits: 'pixels',
  });
}
