import type { MessageTree } from '../types';

/** French names of the roles. */
const roles = {
  roles: {
    SysAdmin: 'Administrateur système',
    Admin: 'Administrateur',
    Operator: 'Opérateur',
    Viewer: 'Lecteur',
  },
} satisfies MessageTree;

export default roles;
