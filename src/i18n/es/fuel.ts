import type { MessageTree } from '../types';

/** Texts of fuel: the fuel report and the tank of an asset model. */
const fuel = {
  resources: {
    alerts: {
      types: {
        fuelFill: 'Repostaje',
        fuelDrain: 'Extracción de combustible',
      },
      messages: {
        fuelFill: '%{asset}: %{litres} repostados',
        fuelDrain: '%{asset}: %{litres} extraídos',
      },
    },
    alertRules: {
      types: {
        fuelFill: 'Repostaje',
        fuelDrain: 'Extracción de combustible',
      },
    },
    assets: {
      fuel: {
        title: 'Combustible',
        tank: 'Depósito',
        sensor: 'Sensor de combustible',
        automatic: 'Las lecturas de combustible habituales del dispositivo',
        from_model: 'Del modelo de dispositivo: %{sensor}',
        tank_litres: 'Capacidad del depósito (l)',
        model_tank: 'Vacío: los %{litres} l del modelo',
        attribute: 'Atributo',
        attribute_help: 'La lectura del dispositivo, p. ej. io84, io201 o fuel',
        scale: 'Litros por unidad',
        calibration: 'Tabla de calibración',
        calibration_help: 'Un punto por línea: valor bruto y litros',
        bad_line: 'La línea %{line} no es un valor bruto y litros',
        units: {
          litres: 'Litros',
          percent: 'Porcentaje del depósito',
          raw: 'Valor de sonda con tabla de calibración',
        },
      },
    },
    assetModels: {
      fields: {
        tankLitres: 'Capacidad del depósito (l)',
      },
    },
    sensorModels: {
      help: {
        fuelSensor:
          'Se lee para un activo cuyo dispositivo es de este modelo y que no tiene sensor de combustible propio; sin él, las lecturas de combustible habituales del dispositivo.',
      },
    },
  },
  reports: {
    types: {
      fuel: 'Combustible',
      costs: 'Costes',
    },
    costs: {
      consumed_l: 'Consumido (l)',
      service_cost: 'Coste de mantenimiento',
      total_cost: 'Coste total',
      cost_per_km: 'Coste por km',
      totals: 'Total de la flota',
    },
    fuel: {
      start_level: 'Nivel al inicio',
      end_level: 'Nivel al final',
      filled: 'Repostado',
      drained: 'Extraído',
      consumed: 'Consumido',
      per_100_km: 'Por 100 km',
      per_engine_hour: 'Por hora de motor',
      cost: 'Coste de combustible',
      event: 'Evento',
      litres: 'Litros',
      litres_l: 'Litros (l)',
      before: 'Antes',
      after: 'Después',
      chart: 'Nivel de combustible en el tiempo',
      level: 'Nivel',
      events: 'Repostajes y extracciones',
      price_per_litre: 'Precio por litro',
      fill_price: {
        action: 'Precio pagado',
        title: 'Precio pagado en este repostaje',
        help: 'Vacío: el precio del litro del cliente.',
        saved: 'Precio del repostaje guardado',
      },
      settings: {
        title: 'Reglas de combustible',
        saved: 'Reglas de combustible guardadas',
        medianReadings: 'Lecturas del filtro de mediana',
        fillMinLitres: 'Repostaje mínimo (l)',
        fillMinTankPercent: 'Repostaje mínimo (% del depósito)',
        drainMinLitres: 'Extracción mínima (l)',
        drainMinStopSeconds: 'Detenido al menos (s) para contar una extracción',
        ignoreAfterMovingOffSeconds: 'Lecturas ignoradas al arrancar (s)',
        mergeMinutes: 'Eventos más cercanos que esto son uno (min)',
        idleLitresPerHour: 'Consumo esperado parado (l/h)',
        drivingLitresPer100Km: 'Consumo esperado en marcha (l/100 km)',
        drainsWhileMoving: 'Buscar extracciones en marcha',
        pricePerLitre: 'Precio del litro',
      },
      kinds: {
        fill: 'Repostaje',
        drain: 'Extracción',
      },
    },
  },
} satisfies MessageTree;

export default fuel;
