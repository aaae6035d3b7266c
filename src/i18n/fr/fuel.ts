import type { MessageTree } from '../types';

/** Texts of fuel: the fuel report and the tank of an asset model. */
const fuel = {
  resources: {
    alerts: {
      types: {
        fuelFill: 'Plein de carburant',
        fuelDrain: 'Siphonnage de carburant',
      },
      messages: {
        fuelFill: '%{asset} : %{litres} ajoutés',
        fuelDrain: '%{asset} : %{litres} siphonnés',
      },
    },
    alertRules: {
      types: {
        fuelFill: 'Plein de carburant',
        fuelDrain: 'Siphonnage de carburant',
      },
    },
    assets: {
      fuel: {
        title: 'Carburant',
        tank: 'Réservoir',
        sensor: 'Capteur de carburant',
        automatic: "Les relevés de carburant habituels de l'appareil",
        from_model: 'Du modèle de boîtier : %{sensor}',
        tank_litres: 'Capacité du réservoir (l)',
        model_tank: 'Vide : les %{litres} l du modèle',
        attribute: 'Attribut',
        attribute_help: "Le relevé de l'appareil, par ex. io84, io201 ou fuel",
        scale: 'Litres par unité',
        calibration: "Table d'étalonnage",
        calibration_help: 'Un point par ligne : valeur brute, puis litres',
        bad_line: "La ligne %{line} n'est pas une valeur brute et des litres",
        units: {
          litres: 'Litres',
          percent: 'Pourcentage du réservoir',
          raw: "Valeur de sonde avec table d'étalonnage",
        },
      },
    },
    assetModels: {
      fields: {
        tankLitres: 'Capacité du réservoir (l)',
      },
    },
    sensorModels: {
      help: {
        fuelSensor:
          "Lu pour un véhicule dont le boîtier est de ce modèle et qui n'a pas de capteur de carburant propre ; sans lui, les relevés de carburant habituels du boîtier.",
      },
    },
  },
  reports: {
    types: {
      fuel: 'Carburant',
      costs: 'Coûts',
    },
    costs: {
      consumed_l: 'Consommé (l)',
      service_cost: "Coût d'entretien",
      total_cost: 'Coût total',
      cost_per_km: 'Coût par km',
      totals: 'Total de la flotte',
    },
    fuel: {
      start_level: 'Niveau au début',
      end_level: 'Niveau à la fin',
      filled: 'Plein fait',
      drained: 'Siphonné',
      consumed: 'Consommé',
      per_100_km: 'Aux 100 km',
      per_engine_hour: 'Par heure moteur',
      cost: 'Coût du carburant',
      event: 'Événement',
      litres: 'Litres',
      litres_l: 'Litres (l)',
      before: 'Avant',
      after: 'Après',
      chart: 'Niveau de carburant dans le temps',
      level: 'Niveau',
      events: 'Pleins et siphonnages',
      price_per_litre: 'Prix au litre',
      fill_price: {
        action: 'Prix payé',
        title: 'Prix payé pour ce plein',
        help: 'Vide : le prix du litre du client.',
        saved: 'Prix du plein enregistré',
      },
      settings: {
        title: 'Règles carburant',
        saved: 'Règles carburant enregistrées',
        medianReadings: 'Relevés du filtre médian',
        fillMinLitres: 'Plein minimal (l)',
        fillMinTankPercent: 'Plein minimal (% du réservoir)',
        drainMinLitres: 'Siphonnage minimal (l)',
        drainMinStopSeconds: "À l'arrêt depuis au moins (s) pour un siphonnage",
        ignoreAfterMovingOffSeconds: 'Relevés ignorés au démarrage (s)',
        mergeMinutes: 'Événements plus proches : un seul (min)',
        idleLitresPerHour: "Consommation attendue à l'arrêt (l/h)",
        drivingLitresPer100Km: 'Consommation attendue en roulant (l/100 km)',
        drainsWhileMoving: 'Chercher les siphonnages en roulant',
        pricePerLitre: 'Prix du litre',
      },
      kinds: {
        fill: 'Plein',
        drain: 'Siphonnage',
      },
    },
  },
} satisfies MessageTree;

export default fuel;
