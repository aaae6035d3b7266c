import type en from '../en/shell';
import type { Translation } from '../types';

const shell: Translation<typeof en> = {
  shell: {
    loading: 'Cargando…',
    menu: {
      label: 'Menú principal',
      dashboard: 'Panel',
      assets: 'Activos',
      geofences: 'Geocercas',
      places: 'Lugares',
      alerts: 'Alertas',
      reports: 'Informes',
      devices: 'Gestión de dispositivos',
      pendingDevices: 'Dispositivos pendientes',
      drivers: 'Conductores',
      users: 'Gestión de usuarios',
      webhooks: 'Webhooks',
      apiKeys: 'Claves de API',
      auditLog: 'Registro de auditoría',
      tenants: 'Gestión de organizaciones',
      models: 'Gestión de modelos',
      admin: 'Administración',
    },
    login: {
      title: 'Inicie sesión en su cuenta',
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Iniciar sesión',
      forgot: '¿Olvidó su contraseña?',
    },
    password: {
      change_title: 'Cambiar contraseña',
      forgot_title: 'Contraseña olvidada',
      new_intro: 'Elija una contraseña nueva para terminar de iniciar sesión.',
      forgot_intro: 'Introduzca su correo electrónico para recibir un código de restablecimiento de un solo uso.',
      email: 'Correo electrónico',
      old: 'Contraseña anterior',
      code: 'Código recibido por correo',
      new: 'Contraseña nueva',
      confirm: 'Confirmar contraseña nueva',
      send_code: 'Enviar código',
      submit: 'Confirmar',
      cancel: 'Cancelar',
      required_old: '¡Introduzca su contraseña anterior!',
      required_code: 'Introduzca el código recibido por correo',
      required_new: '¡Introduzca su contraseña nueva!',
      required_confirm: '¡Introduzca la confirmación de la contraseña nueva!',
      mismatch: '¡Las contraseñas no coinciden!',
      code_sent: 'Se ha enviado un código de restablecimiento de un solo uso a su correo',
      changed: 'Su contraseña ha sido cambiada.',
    },
    user: {
      menu: 'Menú de usuario',
      change_password: 'Cambiar contraseña',
      sign_out: 'Cerrar sesión',
    },
    footer: '%{company} © %{year}',
    errors: {
      default: 'Se ha producido un error.',
      no_routes: '¡No se encontraron rutas!',
      not_found: 'Vaya, se ha producido un error. ¡Página no encontrada!',
      server: 'Lo sentimos, el servidor ha fallado.',
      back: 'Volver al panel',
      retry: 'Reintentar',
    },
    dashboard: {
      title: 'Panel',
    },
  },
};

export default shell;
