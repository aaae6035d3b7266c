import type { Role } from '../auth/roles';

/** The demo accounts listed in the README: their passwords are public, so no real account may choose one (auth/passwords). */
export const demoAccounts: {
  email: string;
  password: string;
  role: Role;
  tenant: string | null;
  first: string;
  last: string;
  mustChange?: boolean;
}[] = [
  { email: 'sysadmin@fleet.example', password: 'Fleet!Admin1', role: 'SysAdmin', tenant: null, first: 'Sam', last: 'Sysadmin' },
  { email: 'admin@acme.example', password: 'Acme!Admin1', role: 'Admin', tenant: 'Acme Logistics', first: 'Ada', last: 'Admin' },
  { email: 'operator@acme.example', password: 'Acme!Oper1', role: 'Operator', tenant: 'Acme Logistics', first: 'Otto', last: 'Operator' },
  { email: 'viewer@acme.example', password: 'Acme!View1', role: 'Viewer', tenant: 'Acme Logistics', first: 'Vera', last: 'Viewer' },
  {
    email: 'operator@globex.example',
    password: 'Globex!Oper1',
    role: 'Operator',
    tenant: 'Globex Transport',
    first: 'Gus',
    last: 'Globex',
  },
  {
    email: 'new@acme.example',
    password: 'Acme!New1',
    role: 'Operator',
    tenant: 'Acme Logistics',
    first: 'Nina',
    last: 'Newcomer',
    mustChange: true,
  },
];
