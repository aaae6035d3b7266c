import type { MessageTree } from '../types';

/** Texts of fuel: the fuel report and the tank of an asset model. */
const fuel = {
  resources: {
    alerts: {
      types: {
        fuelFill: 'Rifornimento',
        fuelDrain: 'Prelievo di carburante',
      },
      messages: {
        fuelFill: '%{asset}: %{litres} riforniti',
        fuelDrain: '%{asset}: %{litres} prelevati',
      },
    },
    alertRules: {
      types: {
        fuelFill: 'Rifornimento',
        fuelDrain: 'Prelievo di carburante',
      },
    },
    assets: {
      fuel: {
        title: 'Carburante',
        tank: 'Serbatoio',
        sensor: 'Sensore carburante',
        automatic: 'Le letture del carburante abituali del dispositivo',
        from_model: 'Dal modello di dispositivo: %{sensor}',
        tank_litres: 'Capacità del serbatoio (l)',
        model_tank: 'Vuoto: i %{litres} l del modello',
        attribute: 'Attributo',
        attribute_help: 'La lettura del dispositivo, ad es. io84, io201 o fuel',
        scale: 'Litri per unità',
        calibration: 'Tabella di calibrazione',
        calibration_help: 'Un punto per riga: valore grezzo, poi litri',
        bad_line: 'La riga %{line} non è un valore grezzo e litri',
        units: {
          litres: 'Litri',
          percent: 'Percentuale del serbatoio',
          raw: 'Valore della sonda con tabella di calibrazione',
        },
      },
    },
    assetModels: {
      fields: {
        tankLitres: 'Capacità del serbatoio (l)',
      },
    },
    sensorModels: {
      help: {
        fuelSensor:
          'Letto per un mezzo il cui dispositivo è di questo modello e che non ha un sensore carburante proprio; senza, le letture del carburante abituali del dispositivo.',
      },
    },
  },
  reports: {
    types: {
      fuel: 'Carburante',
      costs: 'Costi',
    },
    costs: {
      consumed_l: 'Consumato (l)',
      service_cost: 'Costo di manutenzione',
      total_cost: 'Costo totale',
      cost_per_km: 'Costo per km',
      totals: 'Totale della flotta',
    },
    fuel: {
      start_level: "Livello all'inizio",
      end_level: 'Livello alla fine',
      filled: 'Rifornito',
      drained: 'Prelevato',
      consumed: 'Consumato',
      per_100_km: 'Per 100 km',
      per_engine_hour: 'Per ora motore',
      cost: 'Costo del carburante',
      event: 'Evento',
      litres: 'Litri',
      litres_l: 'Litri (l)',
      before: 'Prima',
      after: 'Dopo',
      chart: 'Livello del carburante nel tempo',
      level: 'Livello',
      events: 'Rifornimenti e prelievi',
      price_per_litre: 'Prezzo al litro',
      fill_price: {
        action: 'Prezzo pagato',
        title: 'Prezzo pagato per questo rifornimento',
        help: 'Vuoto: il prezzo al litro del cliente.',
        saved: 'Prezzo del rifornimento salvato',
      },
      settings: {
        title: 'Regole carburante',
        saved: 'Regole carburante salvate',
        medianReadings: 'Letture del filtro mediano',
        fillMinLitres: 'Rifornimento minimo (l)',
        fillMinTankPercent: 'Rifornimento minimo (% del serbatoio)',
        drainMinLitres: 'Prelievo minimo (l)',
        drainMinStopSeconds: 'Fermo da almeno (s) perché conti un prelievo',
        ignoreAfterMovingOffSeconds: 'Letture ignorate alla partenza (s)',
        mergeMinutes: 'Eventi più vicini sono uno solo (min)',
        idleLitresPerHour: 'Consumo previsto da fermo (l/h)',
        drivingLitresPer100Km: 'Consumo previsto in marcia (l/100 km)',
        drainsWhileMoving: 'Cerca prelievi in marcia',
        pricePerLitre: 'Prezzo al litro',
      },
      kinds: {
        fill: 'Rifornimento',
        drain: 'Prelievo',
      },
    },
  },
} satisfies MessageTree;

export default fuel;
