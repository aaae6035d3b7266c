import type en from '../en/webhooks';
import type { Translation } from '../types';

const webhooks: Translation<typeof en> = {
  resources: {
    webhooks: {
      name: 'Webhook |||| Webhooks',
      fields: {
        name: 'Nombre',
        url: 'URL',
        secret: 'Secreto de firma',
        alertTypes: 'Tipos de alerta',
        enabled: 'Activo',
        createdAt: 'Creado',
      },
      sections: { receiver: 'Receptor', alerts: 'Alertas enviadas' },
      help: {
        url: 'Cada alerta se envía aquí como JSON (POST).',
        url_https: 'Use una URL https (http solo hacia esta máquina).',
        url_invalid: 'Escriba una URL completa, por ejemplo https://example.com/hooks/fleet.',
        secret_new: 'Cópielo ahora para el receptor: no se volverá a mostrar. Firma cada llamada (X-Fleet-Signature).',
        secret_again: 'El secreto nunca se muestra: escriba el actual del receptor para conservarlo, o uno nuevo.',
        enabled: 'Desactivado: no se envía ninguna alerta.',
        alertTypes: 'Ninguno marcado: todos los tipos de alerta.',
      },
      action: { new_secret: 'Crear un secreto nuevo' },
      all_types: 'Todos los tipos de alerta',
      deliveries: {
        title: 'Registro de envíos',
        empty: 'Aún no se ha enviado nada.',
        columns: {
          time: 'Hora',
          alertType: 'Tipo de alerta',
          responseStatus: 'Código de estado',
          attempts: 'Intentos',
          outcome: 'Resultado',
        },
        statuses: { pending: 'Pendiente', delivered: 'Entregado', failed: 'Fallido' },
      },
    },
  },
};

export default webhooks;
