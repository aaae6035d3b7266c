import { seededRandom, type Random } from '../seed/random';
import { haversineKm } from '../../src/domain/geometry';
import { LoopPath, loopFrom } from './loopPath';
import { cityCentres, loops, type CityName } from './roads';
import { SimulatedFuelTank } from './fuelTank';
import { SimulatedVehicle, type VehicleReading } from './vehicle';
import { sendReading } from './osmandClient';
import { DriverSeat } from './driverSeat';
import { styleOf } from './drivingStyle';

export interface SimulatedDevice {
  deviceId: string;
  /** Where the asset stands now, to pick its city; alternate cities when unknown. */
  latitude: number | null;
  longitude: number | null;
  /** The driver keys presented on the vehicle in turn (the seed's shared vehicle has two); none without a reader. */
  driverKeys?: string[] | null;
}

export interface SimulationOptions {
  ingestUrl: string;
  /** Hands the reading to a device that sends it its own way (a tracker protocol over TCP) instead of OsmAnd's HTTP. */
  send?: (deviceId: string, reading: VehicleReading) => void;
  intervalSeconds: number;
  log: (line: string) => void;
}

/** The demo city nearest to a point. */
export function nearestCity(latitude: number, longitude: number): CityName {
  const distance = (city: CityName) =>
    haversineKm({ latitude, longitude }, { latitude: cityCentres[city][0], longitude: cityCentres[city][1] });
  return distance('Berlin') <= distance('Paris') ? 'Berlin' : 'Paris';
}

const paths = new Map<string, LoopPath>();
const pathOf = (city: CityName, index: number) => {
  const key = `${city}/${index}`;
  if (!paths.has(key)) paths.set(key, new LoopPath(loops[city][index].waypoints));
  return paths.get(key) as LoopPath;
};

/** The tank of the first device's vehicle (by device id), the fleet's one with a fuel sensor; the demo seed sets its size. */
export const demoTankLitres = 80;
const fuelTankOf = (index: number, random: Random) => (index === 0 ? new SimulatedFuelTank(demoTankLitres, random, Date.now()) : null);

/** The vehicle of a device: from where it stands onto its loop, or (never placed) anywhere on it. */
function vehicleOf(device: SimulatedDevice, index: number, random: Random): SimulatedVehicle {
  const { latitude, longitude } = device;
  const fuel = fuelTankOf(index, random);
  if (latitude === null || longitude === null) {
    const city: CityName = index % 2 ? 'Paris' : 'Berlin';
    const loopIndex = index % loops[city].length;
    const path = pathOf(city, loopIndex);
    return new SimulatedVehicle(path, loops[city][loopIndex].cruiseKmh, random, random.next() * path.lengthKm, fuel);
  }
  const city = nearestCity(latitude, longitude);
  const loop = loops[city][index % loops[city].length];
  return new SimulatedVehicle(new LoopPath(loopFrom({ latitude, longitude }, loop.waypoints)), loop.cruiseKmh, random, 0, fuel);
}

/**
 * Drives one simulated vehicle per device along the loops of its city, each reporting every
 * `intervalSeconds` (spread over the interval so the server sees a steady stream) through the
 * OsmAnd protocol, exactly as a real tracker would. Each vehicle has a driving style (calm,
 * normal, aggressive in turn: its tracker reports harsh events accordingly) and, where the device
 * has driver keys, a key reader (DriverSeat). Answers the function that stops it.
 */
export function startFleetSimulation(devices: SimulatedDevice[], options: SimulationOptions): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  const pending = new Set<Promise<unknown>>();
  let failures = 0;

  devices.forEach((device, index) => {
    const random = seededRandom(index + 1);
    const vehicle = vehicleOf(device, index, random);
    // A random source of its own: the vehicle's course stays what it was before drivers had styles.
    const seat = new DriverSeat(device.driverKeys ?? [], styleOf(index), seededRandom(10_000 + index));
    const tick = () => {
      const reading = seat.dress(vehicle.advance(options.intervalSeconds));
      if (options.send) return options.send(device.deviceId, reading);
      const sent = sendReading(options.ingestUrl, device.deviceId, reading).then((status) => {
        if (status !== 200 && failures++ % 100 === 0)
          options.log(`simulator: ${device.deviceId} got ${status || 'no answer'} from ${options.ingestUrl}`);
      });
      pending.add(sent);
      void sent.finally(() => pending.delete(sent));
    };
    const start = setTimeout(
      () => {
        tick();
        timers.push(setInterval(tick, options.intervalSeconds * 1000));
      },
      random.next() * options.intervalSeconds * 1000,
    );
    timers.push(start);
  });

  return async () => {
    timers.forEach((timer) => clearTimeout(timer));
    await Promise.all(pending);
  };
}
