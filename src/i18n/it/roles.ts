import type { MessageTree } from '../types';

/** Italian names of the roles. */
const roles = {
  roles: {
    SysAdmin: 'Amministratore di sistema',
    Admin: 'Amministratore',
    Operator: 'Operatore',
    Viewer: 'Lettore',
  },
} satisfies MessageTree;

export default roles;
