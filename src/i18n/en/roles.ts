import type { MessageTree } from '../types';

/** English names of the roles (source of keys for the other languages). */
const roles = {
  roles: {
    SysAdmin: 'SysAdmin',
    Admin: 'Admin',
    Operator: 'Operator',
    Viewer: 'Viewer',
  },
} satisfies MessageTree;

export default roles;
