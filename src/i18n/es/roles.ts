import type { MessageTree } from '../types';

/** Spanish names of the roles. */
const roles = {
  roles: {
    SysAdmin: 'Administrador del sistema',
    Admin: 'Administrador',
    Operator: 'Operador',
    Viewer: 'Lector',
  },
} satisfies MessageTree;

export default roles;
