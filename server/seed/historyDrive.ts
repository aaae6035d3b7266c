import { bearingDegrees, haversineKm, type LatLng } from '../../src/domain/geometry';
import type { Random } from './random';

/** One report of a demo drive, before its sensor readings are added. */
export interface DriveSample extends LatLng {
  time: number;
  speedKmh: number;
  heading: number;
}

/** Trackers report every 30 s while driving in the demo (Traccar Client's usual interval). */
export const reportEverySeconds = 30;

/** A stop at a red light or in a jam is long enough to report, and far shorter than a trip's stop. */
const lightChance = 0.08;

const lerp = (a: LatLng, b: LatLng, t: number): LatLng => ({
  latitude: a.latitude + (b.latitude - a.latitude) * t,
  longitude: a.longitude + (b.longitude - a.longitude) * t,
});

/**
 * City streets are not straight: a few bends pushed sideways by up to a sixth of the
 * distance each make a road-like line from `from` to `to`.
 */
function roadLine(random: Random, from: LatLng, to: LatLng): LatLng[] {
  const bends = random.int(2, 4);
  const line = [from];
  for (let bend = 1; bend <= bends; bend++) {
    const onChord = lerp(from, to, bend / (bends + 1));
    const push = (random.next() - 0.5) / 3;
    line.push({
      latitude: onChord.latitude - (to.longitude - from.longitude) * push * 0.6,
      longitude: onChord.longitude + (to.latitude - from.latitude) * push * 1.6,
    });
  }
  return [...line, to];
}

/** The point `km` along the line, and the bearing of the leg it is on. */
function along(line: LatLng[], legKm: number[], km: number): { point: LatLng; heading: number } {
  let leg = 0;
  while (leg < legKm.length - 1 && km > legKm[leg]) km -= legKm[leg++];
  const share = legKm[leg] ? Math.min(1, km / legKm[leg]) : 1;
  return { point: lerp(line[leg], line[leg + 1], share), heading: bearingDegrees(line[leg], line[leg + 1]) };
}

/**
 * The reports of a drive leaving `from` at `departure`: every 30 s at a speed around the
 * vehicle's cruising speed, now and then standing at a light, and a last report (speed 0)
 * on arrival at `to`.
 */
export function driveSamples(random: Random, from: LatLng, to: LatLng, departure: number, cruiseKmh: number): DriveSample[] {
  const line = roadLine(random, from, to);
  const legKm = line.slice(1).map((point, index) => haversineKm(line[index], point));
  const totalKm = legKm.reduce((sum, km) => sum + km, 0);
  const samples: DriveSample[] = [];
  let [time, km, heading] = [departure, 0, bearingDegrees(from, to)];
  while (true) {
    time += reportEverySeconds * 1000;
    const atLight = samples.length > 0 && random.chance(lightChance);
    const speedKmh = atLight ? 0 : Math.max(8, cruiseKmh * (samples.length ? 0.7 + random.next() * 0.6 : 0.5));
    const stepKm = (speedKmh * reportEverySeconds) / 3600;
    if (km + stepKm >= totalKm) {
      const arrival = time - ((km + stepKm - totalKm) / speedKmh) * 3_600_000;
      samples.push({ ...to, time: Math.round(arrival), speedKmh: 0, heading });
      return samples;
    }
    km += stepKm;
    const position = along(line, legKm, km);
    heading = position.heading;
    samples.push({ ...position.point, time, speedKmh: Number(speedKmh.toFixed(1)), heading: Math.round(heading) });
  }
}
