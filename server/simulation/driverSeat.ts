import type { Random } from '../seed/random';
import { harshEventOf, type DrivingStyleName } from './drivingStyle';
import type { VehicleReading } from './vehicle';

/** A key no demo driver carries: presented now and then on a shared vehicle, it raises unknownDriverKey. */
export const unknownDemoKey = 'DEADBEEF';

/**
 * Who drives a simulated vehicle, drive by drive (a drive runs from ignition on to ignition off): the
 * key presented at the reader, sent on every reading of the drive as trackers repeat it, and the harsh
 * events of the vehicle's driving style. A vehicle with two keys (the seed's shared vehicle) takes
 * them in turn, so its driver changes every drive, and every fifth drive someone presents a key
 * nobody registered; a vehicle without keys has no reader (its seeded session stands).
 */
export class DriverSeat {
  private drives = -1;
  private driving = false;
  private odometer: number | null = null;

  constructor(
    private readonly keys: readonly string[],
    readonly style: DrivingStyleName,
    private readonly random: Random,
  ) {}

  /** The key of the drive numbered `drive` (from 0), or null without a reader. */
  keyOf(drive: number): string | null {
    if (!this.keys.length) return null;
    return this.keys.length > 1 && drive % 5 === 4 ? unknownDemoKey : this.keys[drive % this.keys.length];
  }

  /** The reading with what its driver adds to it. */
  dress(reading: VehicleReading): VehicleReading {
    const { ignition, odometer } = reading.attributes;
    if (ignition === true && !this.driving) this.drives++;
    this.driving = ignition === true;
    const km = typeof odometer === 'number' && this.odometer !== null ? (odometer - this.odometer) / 1000 : 0;
    if (typeof odometer === 'number') this.odometer = odometer;
    const key = this.driving ? this.keyOf(this.drives) : null;
    const harsh = harshEventOf(this.style, km, this.random);
    if (!key && !harsh) return reading;
    return { ...reading, attributes: { ...reading.attributes, ...(key ? { driverUniqueId: key } : {}), ...harsh } };
  }
}
