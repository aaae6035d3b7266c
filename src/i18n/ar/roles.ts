import type { MessageTree } from '../types';

/** Arabic names of the roles. */
const roles = {
  roles: {
    SysAdmin: 'مسؤول النظام',
    Admin: 'مسؤول',
    Operator: 'مشغّل',
    Viewer: 'مشاهد',
  },
} satisfies MessageTree;

export default roles;
