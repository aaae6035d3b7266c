import type { MessageTree } from '../types';

/** Chinese names of the roles. */
const roles = {
  roles: {
    SysAdmin: '系统管理员',
    Admin: '管理员',
    Operator: '操作员',
    Viewer: '查看者',
  },
} satisfies MessageTree;

export default roles;
