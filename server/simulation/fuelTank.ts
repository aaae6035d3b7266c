import type { Random } from '../seed/random';

const hourMs = 3_600_000;
/** Litres a kilometre in town (12 l/100 km). */
const litresPerKm = 0.12;
/** A pump's and a thief's pace, in litres a second. */
const fillRate = 20 / 60;
const drainRate = 10 / 60;
/** Parked this long before a fill or the drain starts: detection ignores the first minute of a stop. */
const settleSeconds = 120;
/** Refuels at the next stop below this part of the tank. */
const refuelBelow = 0.3;
const drainLitres = 20;
/** The sensor's noise, give or take, in litres. */
const noiseLitres = 1.5;

/**
 * A vehicle's tank as its fuel sensor reports it: used while driving, filled to the brim at a stop once it
 * runs low (a station), drained of 20 l once a night while parked between 01:00 and 04:00 UTC, and read with
 * ±1.5 l of noise. The level goes out as OsmAnd's `fuel`, a percentage of the tank.
 */
export class SimulatedFuelTank {
  private litres: number;
  private parkedSeconds = 0;
  private refuelling = false;
  private drainLeft = 0;
  private drainedDay = -1;
  /** A stop with the drain has no refuel, which would hide it: the thief leaves the tank as it is. */
  private drainedThisStop = false;

  constructor(
    private readonly tankLitres: number,
    private readonly random: Random,
    private time: number,
    startPart = 0.5,
  ) {
    this.litres = tankLitres * startPart;
  }

  /** Lets `seconds` pass in which the vehicle drove `km` and is now parked or not; answers the reported percentage. */
  advance(seconds: number, km: number, parked: boolean): number {
    this.time += seconds * 1000;
    this.litres = Math.max(0, this.litres - km * litresPerKm);
    this.parkedSeconds = parked ? this.parkedSeconds + seconds : 0;
    if (!parked) this.refuelling = this.drainedThisStop = false;
    const settled = this.parkedSeconds >= settleSeconds;
    if (settled && !this.drainedThisStop && this.litres < this.tankLitres * refuelBelow) this.refuelling = true;
    if (this.refuelling) {
      this.litres = Math.min(this.tankLitres, this.litres + fillRate * seconds);
      if (this.litres >= this.tankLitres) this.refuelling = false;
    }
    const day = Math.floor(this.time / (24 * hourMs));
    const hour = (this.time / hourMs) % 24;
    // Only as a stop settles, so that the stop (6 minutes at least) outlasts the drain's 2 minutes.
    const justSettled = settled && this.parkedSeconds - seconds < settleSeconds;
    if (justSettled && !this.refuelling && day !== this.drainedDay && hour >= 1 && hour < 4) {
      this.drainedDay = day;
      this.drainLeft = drainLitres;
      this.drainedThisStop = true;
    }
    if (this.drainLeft > 0 && parked) {
      const drained = Math.min(this.drainLeft, drainRate * seconds, this.litres);
      this.litres -= drained;
      this.drainLeft = drained > 0 ? this.drainLeft - drained : 0;
    }
    const read = this.litres + (this.random.next() - 0.5) * 2 * noiseLitres;
    return Math.round((Math.min(this.tankLitres, Math.max(0, read)) / this.tankLitres) * 1000) / 10;
  }
}
