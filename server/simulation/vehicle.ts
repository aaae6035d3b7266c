import type { Random } from '../seed/random';
import type { SimulatedFuelTank } from './fuelTank';
import type { LoopPath, PathPoint } from './loopPath';

/** What the vehicle's tracker reports at one moment. */
export interface VehicleReading extends PathPoint {
  speedKmh: number;
  /** Sensor attributes sent beside the position. */
  attributes: Record<string, number | boolean | string>;
}

type Phase = { kind: 'driving' } | { kind: 'light' | 'parked'; secondsLeft: number };

/**
 * A vehicle driving a loop like city traffic: cruise speed give or take, a red light every few
 * hundred metres, and a stop of 6 to 15 minutes every few kilometres (longer than the 5 minutes
 * that end a trip, so the server derives separate trips).
 */
export class SimulatedVehicle {
  private phase: Phase;
  private alongKm: number;
  private kmToLight = 0;
  private kmToStop = 0;
  private speedKmh = 0;
  private odometerKm: number;
  private temperature: number;
  private readonly battery: number;

  /**
   * `startKm`: where along the path it starts (the start of a path made with loopFrom; anywhere by default);
   * `fuel`: the tank its fuel sensor reads, for a vehicle that has one.
   */
  constructor(
    private readonly path: LoopPath,
    private readonly cruiseKmh: number,
    private readonly random: Random,
    startKm = random.next() * path.lengthKm,
    private readonly fuel: SimulatedFuelTank | null = null,
  ) {
    this.alongKm = startKm;
    this.odometerKm = random.int(5_000, 180_000);
    this.temperature = 8 + random.next() * 14;
    this.battery = random.int(60, 100);
    this.phase = random.chance(0.3) ? this.parking() : { kind: 'driving' };
    this.planDriving();
  }

  private parking(): Phase {
    return { kind: 'parked', secondsLeft: this.random.int(6 * 60, 15 * 60) };
  }

  private planDriving() {
    this.kmToLight = 0.25 + this.random.next() * 0.6;
    this.kmToStop = 2 + this.random.next() * 6;
  }

  /** Lets `seconds` pass and answers where the vehicle is then. */
  advance(seconds: number): VehicleReading {
    const startKm = this.odometerKm;
    let left = seconds;
    while (left > 0) {
      if (this.phase.kind !== 'driving') {
        const waited = Math.min(left, this.phase.secondsLeft);
        this.phase.secondsLeft -= waited;
        left -= waited;
        this.speedKmh = 0;
        if (this.phase.secondsLeft <= 0) this.phase = { kind: 'driving' };
        continue;
      }
      this.speedKmh = this.cruiseKmh * (0.8 + this.random.next() * 0.35);
      const kmPerSecond = this.speedKmh / 3600;
      const kmToEvent = Math.min(this.kmToLight, this.kmToStop);
      const km = Math.min(kmToEvent, left * kmPerSecond);
      this.move(km);
      left -= km / kmPerSecond;
      if (km < kmToEvent) break;
      if (this.kmToStop <= 1e-9) {
        this.phase = this.parking();
        this.planDriving();
      } else {
        this.phase = { kind: 'light', secondsLeft: this.random.int(10, 50) };
        this.kmToLight = 0.25 + this.random.next() * 0.6;
      }
      this.speedKmh = 0;
    }
    this.temperature += (this.random.next() - 0.5) * 0.2;
    return {
      ...this.path.pointAt(this.alongKm),
      speedKmh: this.speedKmh,
      attributes: {
        ignition: this.phase.kind !== 'parked',
        batt: this.battery,
        odometer: Math.round(this.odometerKm * 1000),
        temperature: Math.round(this.temperature * 10) / 10,
        humidity: Math.round(55 + Math.sin(this.odometerKm) * 15),
        ...(this.fuel ? { fuel: this.fuel.advance(seconds, this.odometerKm - startKm, this.phase.kind === 'parked') } : {}),
      },
    };
  }

  private move(km: number) {
    this.alongKm += km;
    this.odometerKm += km;
    this.kmToLight -= km;
    this.kmToStop -= km;
  }
}
