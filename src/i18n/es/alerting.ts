import type en from '../en/alerting';
import type { Translation } from '../types';

/** Alert types beside geofence and speed, rule schedules, and the notification channels of each user. */
const alerting: Translation<typeof en> = {
  resources: {
    alerts: {
      types: {
        ignitionOn: "Encendido",
        ignitionOff: "Apagado",
        idle: "Ralentí",
        offline: "Sin conexión",
        alarm: "Alarma del dispositivo",
        lowBattery: "Batería baja",
        maintenanceDue: "Mantenimiento pendiente",
        corridorExit: "Salida del corredor",
        corridorReturn: "Regreso al corredor",
      },
      messages: {
        geofenceEnter: "%{asset} entró en %{geofence}",
        geofenceExit: "%{asset} salió de %{geofence}",
        speeding: "%{asset} circuló a %{speed}, por encima del límite de %{limit}",
        ignitionOn: "%{asset}: contacto encendido",
        ignitionOff: "%{asset}: contacto apagado",
        idle: "%{asset} lleva más de %{duration} al ralentí",
        offline: "%{asset} no ha enviado nada en más de %{duration}",
        alarm: "%{asset} activó una alarma: %{alarms}",
        lowBattery: "%{asset}: batería al %{level}, por debajo del %{threshold}",
        maintenanceDue: "%{asset}: mantenimiento pendiente (%{rule})",
        maintenanceDueOn: "%{asset}: %{title} vence el %{date} (%{rule})",
        corridorExit: "%{asset} salió del corredor %{geofence}",
        corridorReturn: "%{asset} volvió al corredor %{geofence}",
      },
    },
    alertRules: {
      fields: {
        ignitionEvent: "Evento de encendido",
        durationMinutes: "Después de (minutos)",
        alarms: "Alarmas",
        batteryPercent: "Batería por debajo de (%)",
        odometerKm: "Odómetro alcanza (km)",
        engineHours: "Horas de motor alcanzan",
        importantDateTitle: "Fecha importante",
        daysBefore: "Días de antelación",
        schedule: {
          days: "Días",
          from: "Desde",
          to: "Hasta",
          timeZone: "Zona horaria",
        },
      },
      types: {
        ignition: "Encendido",
        idle: "Ralentí",
        offline: "Sin conexión",
        alarm: "Alarma del dispositivo",
        lowBattery: "Batería baja",
        maintenance: "Mantenimiento",
      },
      ignitionEvents: {
        on: "Encendido",
        off: "Apagado",
        both: "Encendido o apagado",
      },
      alarms: {
        sos: "SOS",
        powerCut: "Corte de alimentación",
        tampering: "Manipulación",
        vibration: "Vibración",
        overspeed: "Exceso de velocidad",
        lowBattery: "Batería baja",
        powerOff: "Apagado",
      },
      days: { 1: "Lunes", 2: "Martes", 3: "Miércoles", 4: "Jueves", 5: "Viernes", 6: "Sábado", 7: "Domingo" },
      sections: { schedule: "Cuándo puede dispararse" },
      help: {
        alarms: "No marque ninguna para alertar de cualquier alarma.",
        maintenanceMeasure: "Indique un odómetro, horas de motor o una fecha importante.",
        importantDate: "El título de una fecha importante del activo, p. ej. Inspección.",
        schedule: "No marque ningún día para alertar a cualquier hora.",
        timeZone: "Por ejemplo Europe/Madrid.",
        clock: "Una hora como 08:00.",
      },
    },
  },
  shell: {
    notifications: {
      menu: "Notificaciones",
      title: "Mis notificaciones",
      intro: "Elija cómo se entera de cada tipo de alerta.",
      alertType: "Alerta",
      email: "Correo",
      push: "Notificación del navegador",
      toast: "En la consola",
      save: "Guardar",
      saved: "Ajustes de notificación guardados.",
      pushOn: "Recibir notificaciones en este navegador",
      pushOff: "Dejar de recibir notificaciones en este navegador",
      pushEnabled: "Las notificaciones están activas en este navegador.",
      pushDisabled: "Las notificaciones están desactivadas en este navegador.",
      pushUnsupported: "Este navegador no puede recibir notificaciones.",
      pushDenied: "Las notificaciones están bloqueadas para este sitio en el navegador.",
      liveAlert: "Alerta: %{message}",
    },
  },
};

export default alerting;
