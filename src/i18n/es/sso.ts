import type en from '../en/sso';
import type { Translation } from '../types';

const sso: Translation<typeof en> = {
  sso: {
    title: 'Inicio de sesión único',
    manage: 'Inicio de sesión único',
    intro: 'Los usuarios de esta organización inician sesión con su proveedor OpenID Connect.',
    none: 'El inicio de sesión único no está configurado para esta organización.',
    callback: 'Registre esta URI de redirección en el proveedor: %{url}',
    display_name: 'Nombre del proveedor (en el botón de inicio de sesión)',
    issuer: 'URL del emisor',
    client_id: 'ID de cliente',
    client_secret: 'Secreto de cliente',
    client_secret_kept: 'Déjelo vacío para conservar el secreto guardado.',
    scopes: 'Ámbitos',
    groups_claim: 'Reclamación de grupos',
    rules: 'Reglas de grupo a rol (gana la primera coincidencia)',
    group: 'Grupo',
    role: 'Rol',
    move_up: 'Subir',
    remove_rule: 'Quitar regla',
    add_rule: 'Añadir regla',
    default_role: 'Usuarios sin regla coincidente',
    refuse: 'Rechazar el inicio de sesión',
    email_domains: 'Dominios de correo a los que ofrecer este proveedor (separados por comas)',
    create_accounts: 'Crear cuentas en el primer inicio de sesión',
    require_sso: 'Exigir inicio de sesión único (sin contraseña)',
    save: 'Guardar',
    remove: 'Quitar el inicio de sesión único',
    saved: 'Ajustes de inicio de sesión único guardados.',
    removed: 'Inicio de sesión único quitado.',
    sign_in_with: 'Iniciar sesión con %{provider}',
  },
};

export default sso;
