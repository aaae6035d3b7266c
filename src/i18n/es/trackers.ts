import type en from '../en/trackers';
import type { Translation } from '../types';

/** Tracker screens: pending devices, commands to devices, and the attributes trackers send. */
const trackers: Translation<typeof en> = {
  resources: {
    pendingDevices: {
      name: 'Dispositivo pendiente |||| Dispositivos pendientes',
      fields: {
        protocol: 'Protocolo',
        identifier: 'Identificador',
        firstSeenAt: 'Visto por primera vez',
        lastSeenAt: 'Visto por última vez',
        remoteAddress: 'Dirección remota',
        messageCount: 'Mensajes',
      },
      register: 'Registrar',
      register_one: 'Registrar %{identifier}',
      register_title: 'Registrar el dispositivo %{identifier}',
      register_intro: 'Este localizador %{protocol} se conectó, pero ningún cliente lo ha registrado. Una vez registrado, se acepta la próxima vez que se conecte.',
      registered: 'Dispositivo %{identifier} registrado.',
    },
    devices: {
      commands: {
        title: 'Comandos',
        empty: 'Aún no se ha enviado ningún comando a este dispositivo.',
        send: 'Enviar',
        custom_label: 'Comando personalizado',
        custom_help: 'Se envía tal cual, p. ej. STATUS#',
        sent_now: 'Comando enviado al dispositivo.',
        queued_now: 'El dispositivo está desconectado: el comando queda en cola hasta que se conecte.',
        confirm_stop_title: '¿Detener el motor?',
        confirm_stop: 'El dispositivo cortará el motor (relé de combustible o de encendido). Hágalo solo cuando el vehículo pueda detenerse con seguridad.',
        types: {
          engineStop: 'Parar motor',
          engineResume: 'Reanudar motor',
          custom: 'Personalizado',
        },
        statuses: {
          queued: 'En cola',
          sent: 'Enviado',
          answered: 'Respondido',
          failed: 'Fallido',
        },
        columns: {
          time: 'Hora',
          command: 'Comando',
          status: 'Estado',
          outcome: 'Respuesta',
        },
        failures: {
          noAnswer: 'El dispositivo no respondió',
          unsupported: 'El protocolo del dispositivo no tiene ese comando',
        },
      },
    },
  },
  reports: {
    attributes: {
      ignition: 'Encendido',
      motion: 'Movimiento',
      odometer: 'Odómetro',
      power: 'Tensión externa',
      battery: 'Tensión de la batería',
      batt: 'Nivel de batería',
      charge: 'Cargando',
      gsmSignal: 'Nivel de señal GSM',
      satellites: 'Satélites',
      hdop: 'HDOP',
      pdop: 'PDOP',
      valid: 'Posición GPS válida',
      fuelLevel: 'Nivel de combustible',
      fuel: 'Combustible',
      alarm: 'Alarma',
      armed: 'Armado',
      blocked: 'Motor bloqueado',
      in1: 'Entrada digital 1',
      in2: 'Entrada digital 2',
      in3: 'Entrada digital 3',
      in4: 'Entrada digital 4',
      out1: 'Salida digital 1',
      out2: 'Salida digital 2',
      vin: 'VIN',
      dtcs: 'Códigos de avería',
      driverUniqueId: 'Llave del conductor',
      event: 'IO del evento',
      priority: 'Prioridad',
      status: 'Bits de estado',
      mcc: 'Código de país móvil',
      mnc: 'Código de red móvil',
      lac: 'Código de área de ubicación',
      cellId: 'ID de celda',
      io: 'IO %{id}',
    },
  },
};

export default trackers;
