import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FleetAsset } from '../../../src/fleet/fleetState';
import type { AssetStatus } from '../../../src/fleet/status';

const STATUSES: AssetStatus[] = ['Moving', 'Moving', 'Parked', 'OutOfNetwork'];

/** N assets scattered over Berlin and its surroundings. */
function makeFleet(n: number): FleetAsset[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `asset-${i}`,
    name: `Truck ${i}`,
    latitude: 52.52 + (Math.random() - 0.5) * 0.6,
    longitude: 13.4 + (Math.random() - 0.5) * 1,
    heading: Math.random() * 360,
    status: STATUSES[i % STATUSES.length],
  }));
}

/** One live update of an asset: a small step along its heading; one in a hundred changes status. */
function step(asset: FleetAsset) {
  asset.heading = ((asset.heading ?? 0) + (Math.random() - 0.5) * 40 + 360) % 360;
  const distance = 0.0004;
  asset.latitude = (asset.latitude ?? 0) + Math.cos((asset.heading * Math.PI) / 180) * distance;
  asset.longitude = (asset.longitude ?? 0) + Math.sin((asset.heading * Math.PI) / 180) * distance;
  if (Math.random() < 0.01) asset.status = STATUSES[Math.floor(Math.random() * STATUSES.length)];
}

/** The event the server's GET /live sends for a position (server/routes/live.ts). */
const positionEvent = (asset: FleetAsset, time: string) =>
  `event: position\ndata: ${JSON.stringify({
    assetId: asset.id,
    tenantId: 'bench',
    time,
    latitude: asset.latitude,
    longitude: asset.longitude,
    speedKmh: 30,
    heading: asset.heading,
    status: asset.status,
    address: null,
  })}\n\n`;

/** One update of every asset as it goes on the wire, and where it leaves the last asset. */
function nextUpdate(fleet: FleetAsset[]) {
  const time = new Date().toISOString();
  fleet.forEach(step);
  const last = fleet.at(-1);
  const wire = Buffer.from(fleet.map((asset) => positionEvent(asset, time)).join(''));
  return { wire, last: last ? ([last.longitude ?? NaN, last.latitude ?? NaN] as [number, number]) : null };
}

/**
 * The stand-in API of the map bench: GET /api/assets?n=N makes a fleet of N assets, GET /api/live
 * streams its positions as the server does, and tick() moves every asset once and sends it.
 * Updates can be made beforehand (prepare), so that making them does not take the CPU from the
 * page while it is measured.
 */
export function createFeed() {
  let fleet: FleetAsset[] = [];
  let prepared: ReturnType<typeof nextUpdate>[] = [];
  const streams = new Set<ServerResponse>();

  return {
    /** Answers the feed's requests; false for any other. */
    handle(request: IncomingMessage, response: ServerResponse): boolean {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname === '/api/assets') {
        fleet = makeFleet(Number(url.searchParams.get('n')));
        prepared = [];
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(fleet));
      } else if (url.pathname === '/api/live') {
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' }).write(': connected\n\n');
        streams.add(response);
        request.on('close', () => streams.delete(response));
      } else return false;
      return true;
    },
    prepare(count: number) {
      while (prepared.length < count) prepared.push(nextUpdate(fleet));
    },
    /** Sends the next update; answers where it puts the last asset, to see when the page shows it. */
    tick() {
      const { wire, last } = prepared.shift() ?? nextUpdate(fleet);
      for (const stream of streams) stream.write(wire);
      return last;
    },
    close() {
      for (const stream of streams) stream.end();
    },
  };
}
