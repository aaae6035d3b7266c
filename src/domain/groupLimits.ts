/**
 * Only an Operator or a Viewer may be limited to asset groups: an Admin manages the whole tenant and a
 * SysAdmin every tenant. The server enforces it (400 on groupIds); the user form offers the field by it.
 */
export const mayBeLimited = (role: string | undefined) => role === 'Operator' || role === 'Viewer';
