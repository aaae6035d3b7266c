import type { MessageTree } from '../types';

/** English texts of fuel: the fuel report and the tank of an asset model (source of keys for the other languages). */
const fuel = {
  resources: {
    alerts: {
      types: {
        fuelFill: 'Fuel fill',
        fuelDrain: 'Fuel drain',
      },
      messages: {
        fuelFill: '%{asset}: %{litres} filled',
        fuelDrain: '%{asset}: %{litres} drained',
      },
    },
    alertRules: {
      types: {
        fuelFill: 'Fuel fill',
        fuelDrain: 'Fuel drain',
      },
    },
    assets: {
      fuel: {
        title: 'Fuel',
        tank: 'Tank',
        sensor: 'Fuel sensor',
        automatic: "The device's usual fuel readings",
        from_model: 'From the device model: %{sensor}',
        tank_litres: 'Tank capacity (l)',
        model_tank: "Empty: the model's %{litres} l",
        attribute: 'Attribute',
        attribute_help: 'The reading of the device, e.g. io84, io201 or fuel',
        scale: 'Litres per unit',
        calibration: 'Calibration table',
        calibration_help: 'One point a line: raw value, then litres',
        bad_line: 'Line %{line} is not a raw value and litres',
        units: {
          litres: 'Litres',
          percent: 'Percent of the tank',
          raw: 'Probe value with a calibration table',
        },
      },
    },
    assetModels: {
      fields: {
        tankLitres: 'Tank capacity (l)',
      },
    },
    sensorModels: {
      help: {
        fuelSensor:
          "Read for an asset whose device is of this model and that has no fuel sensor of its own; without one, the device's usual fuel readings.",
      },
    },
  },
  reports: {
    types: {
      fuel: 'Fuel',
      costs: 'Costs',
    },
    costs: {
      consumed_l: 'Consumed (l)',
      service_cost: 'Service cost',
      total_cost: 'Total cost',
      cost_per_km: 'Cost per km',
      totals: 'Fleet total',
    },
    fuel: {
      start_level: 'Level at start',
      end_level: 'Level at end',
      filled: 'Filled',
      drained: 'Drained',
      consumed: 'Consumed',
      per_100_km: 'Per 100 km',
      per_engine_hour: 'Per engine hour',
      cost: 'Fuel cost',
      event: 'Event',
      litres: 'Litres',
      litres_l: 'Litres (l)',
      before: 'Before',
      after: 'After',
      chart: 'Fuel level over time',
      level: 'Level',
      events: 'Fills and drains',
      price_per_litre: 'Price per litre',
      fill_price: {
        action: 'Price paid',
        title: 'Price paid on this fill',
        help: "Empty: the tenant's price of a litre.",
        saved: 'Price of the fill saved',
      },
      settings: {
        title: 'Fuel rules',
        saved: 'Fuel rules saved',
        medianReadings: 'Readings in the median filter',
        fillMinLitres: 'Smallest fill (l)',
        fillMinTankPercent: 'Smallest fill (% of the tank)',
        drainMinLitres: 'Smallest drain (l)',
        drainMinStopSeconds: 'Stopped at least (s) before a drain counts',
        ignoreAfterMovingOffSeconds: 'Readings ignored after moving off (s)',
        mergeMinutes: 'Events closer than this are one (min)',
        idleLitresPerHour: 'Expected use while standing (l/h)',
        drivingLitresPer100Km: 'Expected use while driving (l/100 km)',
        drainsWhileMoving: 'Find drains while moving',
        pricePerLitre: 'Price of a litre',
      },
      kinds: {
        fill: 'Fill',
        drain: 'Drain',
      },
    },
  },
} satisfies MessageTree;

export default fuel;
