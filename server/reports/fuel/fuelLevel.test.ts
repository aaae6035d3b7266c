import { describe, expect, it } from 'vitest';
import { calibrated, defaultFuelSensors, fuelLitres, fuelSensorProblem, fuelSensorsOf } from './fuelLevel';

describe('fuel level in litres', () => {
  const table = [
    { raw: 4095, litres: 200 },
    { raw: 0, litres: 0 },
    { raw: 1000, litres: 60 },
  ];

  it('maps a probe value to litres exactly at the calibration points and linearly between them', () => {
    expect(calibrated(0, table)).toBe(0);
    expect(calibrated(1000, table)).toBe(60);
    expect(calibrated(4095, table)).toBe(200);
    expect(calibrated(500, table)).toBe(30);
    expect(calibrated(2547.5, table)).toBe(130);
  });

  it('reads Teltonika litres in 0.1 L, percentages of the tank, and a probe through its table', () => {
    const teltonika = defaultFuelSensors('teltonika');
    expect(fuelLitres({ io84: 523, fuel: 52.3 }, teltonika, 80)).toBeCloseTo(52.3, 9);
    expect(fuelLitres({ io390: 400 }, teltonika, null)).toBeCloseTo(40, 9);
    expect(fuelLitres({ io89: 50 }, teltonika, 80)).toBe(40);
    expect(fuelLitres({ io48: 25 }, teltonika, 80)).toBe(20);
    expect(fuelLitres({ io201: 1000 }, [{ attribute: 'io201', unit: 'raw', calibration: table }], null)).toBe(60);
  });

  it('reads OsmAnd fuel as a percentage and tracker codecs fuel as litres', () => {
    expect(fuelLitres({ fuel: '75' }, defaultFuelSensors(null), 60)).toBe(45);
    expect(fuelLitres({ fuel: 75 }, defaultFuelSensors('suntech'), 60)).toBe(75);
  });

  it("reads the asset's own sensor, else its device model's, else the protocol's usual ones, never two of them", () => {
    const own = { attribute: 'io270', unit: 'litres', scale: 0.1 } as const;
    const model = { attribute: 'io201', unit: 'raw', calibration: table } as const;
    // A Teltonika position with all three: the asset's IO 270 litres, the model's probe and the protocol's IO 89 percentage.
    const position = { io270: 523, io201: 1000, io89: 50 };
    expect(fuelLitres(position, fuelSensorsOf(own, model, 'teltonika'), 80)).toBeCloseTo(52.3, 9);
    expect(fuelLitres(position, fuelSensorsOf(null, model, 'teltonika'), 80)).toBe(60);
    expect(fuelLitres(position, fuelSensorsOf(null, null, 'teltonika'), 80)).toBe(40);
    // The model's sensor replaces the protocol's: a position without its attribute has no level.
    expect(fuelLitres({ io89: 50 }, fuelSensorsOf(null, model, 'teltonika'), 80)).toBeNull();
    expect(fuelLitres({ io201: 1000 }, fuelSensorsOf(own, model, 'teltonika'), 80)).toBeNull();
  });

  it('refuses a probe without its table, or a table with a raw value twice, on an asset or a model alike', () => {
    expect(fuelSensorProblem({ attribute: 'io201', unit: 'raw' })).toBe('A raw probe value needs a calibration table.');
    const twice = [
      { raw: 0, litres: 0 },
      { raw: 0, litres: 10 },
    ];
    expect(fuelSensorProblem({ attribute: 'io201', unit: 'raw', calibration: twice })).toBe('Each raw value may appear once.');
    expect(fuelSensorProblem({ attribute: 'io201', unit: 'raw', calibration: table })).toBeNull();
    expect(fuelSensorProblem({ attribute: 'io84', unit: 'litres' })).toBeNull();
    expect(fuelSensorProblem(null)).toBeNull();
  });

  it('gives no level without a reading, for a percentage without a tank, or for a probe without a table', () => {
    expect(fuelLitres({ speed: 3 }, defaultFuelSensors('teltonika'), 80)).toBeNull();
    expect(fuelLitres({ io89: 50 }, defaultFuelSensors('teltonika'), null)).toBeNull();
    expect(fuelLitres({ io201: 1000 }, [{ attribute: 'io201', unit: 'raw' }], 80)).toBeNull();
  });
});
