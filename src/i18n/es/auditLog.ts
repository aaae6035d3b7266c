import type { MessageTree } from '../types';

/** The audit log and API keys screens (Admins). */
const auditLog = {
  resources: {
    auditLog: {
      name: 'Entrada de auditoría |||| Registro de auditoría',
      fields: {
        at: 'Hora',
        actorEmail: 'Quién',
        actorRole: 'Rol',
        signInMethod: 'Inició sesión con',
        action: 'Acción',
        objectType: 'Tipo de registro',
        objectId: 'Id. del registro',
        objectName: 'Registro',
        address: 'Dirección',
        actor: 'Correo de quién',
        from: 'Desde',
        to: 'Hasta',
      },
      no_changes: 'Ningún campo cambió.',
      changes: 'Qué cambió',
      field: 'Campo',
      before: 'Antes',
      after: 'Después',
    },
    myApiKeys: { name: 'Clave de API personal |||| Claves de API personales' },
    apiKeys: {
      name: 'Clave de API |||| Claves de API',
      fields: {
        name: 'Nombre',
        role: 'Rol',
        prefix: 'Empieza por',
        expiresAt: 'Caduca',
        allowedAddresses: 'Direcciones permitidas',
        lastUsedAt: 'Último uso',
        lastUsedAddress: 'Último uso desde',
        revokedAt: 'Revocada',
        suspendedAt: 'Suspendida desde',
        createdBy: 'Creada por',
        createdAt: 'Creada',
        owner: 'Pertenece a',
      },
      sections: { key: 'Clave' },
      help: {
        role: 'No superior a su propio rol.',
        expiresAt: 'Como máximo dentro de dos años.',
        allowedAddresses: 'Una dirección IP o rango CIDR por línea; vacío: desde cualquier lugar.',
        personalRole: 'No superior a su propio rol; nunca actúa por encima del rol que tenga cuando se usa.',
        personalExpiresAt: 'Como máximo 90 días después.',
      },
      created: {
        title: 'Clave de API creada',
        intro: 'Entregue esta clave al sistema «%{email}». Solo se muestra una vez: guárdela ahora.',
        password: 'Clave',
        copy: 'Copiar',
        copied: 'Clave copiada',
        copy_failed: 'No se pudo copiar: seleccione la clave y cópiela a mano.',
        done: 'Hecho',
      },
    },
  },
} satisfies MessageTree;

export default auditLog;
