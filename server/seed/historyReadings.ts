import type { AttributeValue } from '../telemetry/ingest/positionReport';
import type { Random } from './random';

export interface ReadingMoment {
  time: number;
  speedKmh: number;
  /** Kilometres since the previous report. */
  km: number;
  /** The engine runs: from departure to arrival. */
  ignition: boolean;
}

const hourOfDay = (time: number) => (time / 3_600_000) % 24;
const fixed = (value: number, decimals = 1) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Operators whose names a RUTX router in each demo city reports. */
const operators: Record<'Berlin' | 'Paris', string[]> = {
  Berlin: ['Telekom.de', 'Vodafone.de', 'o2 - de'],
  Paris: ['Orange F', 'SFR', 'F Bouygues Telecom'],
};

/**
 * The sensor attributes a demo device sends with each position: every device the weather
 * (a daily temperature curve), its battery and the ignition; Suntech units their OBD and
 * status readings; RUTX routers the mobile signal and data counters. Counters (odometer,
 * fuel, data) carry on from one report to the next.
 */
export function deviceReadings(protocol: string, city: 'Berlin' | 'Paris', random: Random) {
  let odometerKm = random.int(20_000, 180_000);
  let fuelPercent = random.int(40, 95);
  let dataRx = random.int(1e8, 9e8);
  let dataTx = random.int(1e7, 9e7);
  const operator = random.pick(operators[city]);

  return function readings(moment: ReadingMoment): Record<string, AttributeValue> {
    const temperature = 11 + 7 * Math.sin(((hourOfDay(moment.time) - 9) / 24) * 2 * Math.PI) + (random.next() - 0.5) * 2;
    const common = {
      temperature: fixed(temperature),
      humidity: Math.round(Math.min(98, Math.max(25, 78 - (temperature - 11) * 2.5 + (random.next() - 0.5) * 8))),
      batt: random.int(55, 100),
      ignition: moment.ignition,
    };
    odometerKm += moment.km;
    fuelPercent = fuelPercent < 12 ? random.int(85, 100) : fuelPercent - moment.km * 0.12;
    if (protocol === 'suntech') {
      const driving = moment.speedKmh > 0;
      return {
        ...common,
        rpm: moment.ignition ? Math.round(driving ? 1100 + moment.speedKmh * 28 + random.int(0, 300) : 750 + random.int(0, 100)) : 0,
        coolantTemp: moment.ignition ? random.int(84, 95) : random.int(30, 60),
        fuelLevel: fixed(fuelPercent),
        engineLoad: moment.ignition ? random.int(driving ? 25 : 12, driving ? 75 : 20) : 0,
        throttle: driving ? random.int(10, 55) : 0,
        obdSpeed: Math.round(moment.speedKmh),
        odometer: fixed(odometerKm),
        dtcs: random.chance(0.01) ? 'P0420' : '',
        power: fixed(moment.ignition ? 13.8 + random.next() * 0.5 : 12.3 + random.next() * 0.3, 2),
        battery: fixed(3.9 + random.next() * 0.3, 2),
        in1: moment.ignition,
        out1: false,
      };
    }
    if (protocol === 'rutx') {
      dataRx += random.int(2e4, moment.ignition ? 4e6 : 2e5);
      dataTx += random.int(5e3, moment.ignition ? 8e5 : 5e4);
      return {
        ...common,
        rsrp: random.int(-112, -76),
        rsrq: random.int(-16, -6),
        sinr: random.int(-2, 24),
        operator,
        networkType: random.chance(0.92) ? 'LTE' : '3G',
        dataRx,
        dataTx,
      };
    }
    return common;
  };
}
