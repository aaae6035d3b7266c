export const roles = ['SysAdmin', 'Admin', 'Operator', 'Viewer'] as const;
export type Role = (typeof roles)[number];

/** What each role may do; served by GET /users/roles and mirrored in the contract's x-roles. */
export const roleDescriptions: Record<Role, { name: string; description: string }> = {
  SysAdmin: { name: 'System administrator', description: 'Every tenant; manages tenants, asset and device models.' },
  Admin: { name: 'Administrator', description: 'Manages the users and all records of its tenant.' },
  Operator: { name: 'Operator', description: 'Manages assets, devices, drivers, geofences and alerts of its tenant.' },
  Viewer: { name: 'Viewer', description: 'Reads everything of its tenant, changes nothing.' },
};

/** Roles an administrator may hand out: an Admin cannot create a SysAdmin. */
export const assignableRoles = (role: Role): readonly Role[] => (role === 'SysAdmin' ? roles : roles.slice(1));
