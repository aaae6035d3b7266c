import type { MessageTree } from '../types';

/** Driver keys, allowed vehicles and driving sessions (issue 30). */
const drivers = {
  resources: {
    drivers: {
      fields: { keys: 'Llaves de conductor', allowedAssetIds: 'Puede conducir' },
      sections: { identification: 'Identificación' },
      help: {
        keys: 'Identificadores iButton o RFID, de 8 a 16 dígitos hexadecimales: escriba uno y pulse Intro.',
        allowedAssetIds: 'Vacío: cualquier vehículo.',
      },
      validation: { key: 'Una llave de conductor tiene de 8 a 16 dígitos hexadecimales.' },
    },
  },
  driverAssignment: {
    assign: 'Asignar conductor',
    unassign: 'Quitar',
    driver: 'Conductor',
    confirm: 'Asignar',
  },
  driverSessions: {
    title: 'Sesiones de conducción',
    vehicle: 'Vehículo',
    started: 'Desde',
    ended: 'Hasta',
    current: 'En curso',
    source: 'Origen',
    sources: { key: 'Llave', manual: 'A mano' },
    endReason: 'Terminada por',
    endReasons: { otherKey: 'Otra llave', ignitionOff: 'Contacto apagado', manual: 'A mano', otherVehicle: 'Otro vehículo' },
    none: 'Aún no hay sesiones de conducción.',
  },
  driverPage: {
    score: 'Puntuación de conducción',
    score_by_week: 'Puntuación por semana',
    trips: 'Viajes de los últimos %{days} días',
    events: 'Conducción brusca de los últimos %{days} días',
    event: 'Evento',
    no_trips: 'Ningún viaje en estos días.',
    no_events: 'Ninguna conducción brusca en estos días.',
  },
  reports: {
    types: { drivingScores: 'Puntuación de conducción' },
    drivingScores: {
      driver: 'Conductor',
      score: 'Puntuación',
      previous: 'Periodo anterior',
      penalty: 'Puntos de penalización',
      too_short: 'Menos de 20 km',
      rank_by: 'Clasificar',
      by_driver: 'Conductores',
      by_asset: 'Vehículos',
      empty: 'Nadie condujo en este periodo.',
      open_driver: 'Abrir la página del conductor',
      dashboard: {
        title: 'Puntuaciones de conducción esta semana',
        none: 'Ningún conductor ha recorrido 20 km esta semana.',
        all: 'Puntuaciones de conducción',
        best: 'Mejores',
        worst: 'Peores',
        previous: 'Semana anterior: %{score}',
        no_previous: 'Sin puntuación la semana anterior',
      },
      events: {
        harshAcceleration: 'Aceleraciones bruscas',
        harshBraking: 'Frenadas bruscas',
        harshCornering: 'Giros bruscos',
        speeding: 'Exceso de velocidad',
        idle: 'Ralentí',
      },
      settings: {
        title: 'Ajustes de conducción',
        saved: 'Ajustes de conducción guardados.',
        class: { car: 'Coches (y otros tipos)', van: 'Furgonetas', truck: 'Camiones', bus: 'Autobuses' },
        threshold: { harshAcceleration: 'Aceleración (m/s²)', harshBraking: 'Frenada (m/s²)', harshCornering: 'Curva (m/s²)' },
        weights: 'Puntos de penalización por evento',
        sessionGraceSeconds: 'Margen de fin de sesión, contacto apagado (s)',
      },
    },
  },
} satisfies MessageTree;

export default drivers;
