import type en from '../en/twoFactor';
import type { Translation } from '../types';

const twoFactor: Translation<typeof en> = {
  twoFactor: {
    menu: 'Inicio de sesión en dos pasos',
    title: 'Inicio de sesión en dos pasos',
    is_on: 'El inicio de sesión en dos pasos está activado. Códigos de recuperación restantes: %{count}.',
    is_off: 'El inicio de sesión en dos pasos está desactivado.',
    required_by_tenant: 'Su organización lo exige.',
    turn_on: 'Activar el inicio de sesión en dos pasos',
    scan: 'Escanee este código QR con una aplicación de autenticación o introduzca la clave a mano.',
    secret: 'Clave:',
    qr_alt: 'Código QR de la clave de dos pasos',
    code: 'Código de la aplicación',
    code_or_recovery: 'Código de la aplicación o código de recuperación',
    code_or_password: 'Código actual o su contraseña',
    confirm: 'Confirmar',
    verify: 'Verificar',
    done: 'Hecho',
    recovery_title: 'Códigos de recuperación',
    recovery_intro:
      'Guarde estos códigos de recuperación en un lugar seguro. Cada uno permite iniciar sesión una vez sin la aplicación; solo se muestran ahora.',
    turn_off: 'Desactivar',
    turned_off: 'El inicio de sesión en dos pasos está desactivado.',
    code_intro: 'Introduzca el código de su aplicación de autenticación o un código de recuperación.',
    enrol_required:
      'Su organización exige el inicio de sesión en dos pasos. Añada esta clave a una aplicación de autenticación e introduzca su código.',
    tenant_required: 'Exigir el inicio de sesión en dos pasos a todos los usuarios de mi organización',
  },
};

export default twoFactor;
