import { cleanup, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach } from 'vitest';
import { AdminContext, memoryStore, testDataProvider, type AuthProvider, type DataProvider } from 'react-admin';
import english from '../i18n/en';
import type { Role } from '../providers/canAccess';
import { canAccess } from '../providers/canAccess';
import { createI18nProvider } from '../providers/i18nProvider';

// Testing Library unmounts after each test by itself only where vitest's globals are on; they are not.
afterEach(cleanup);

/**
 * A fake call of the data provider. react-admin's methods are generic in the record type, which a
 * fake answering fixed records cannot be: the harness takes fakes of this looser type.
 */
type FakeCall = (resource: string, params: never) => Promise<unknown>;

export interface AdminOptions {
  /** The data provider's calls the component makes; any other call fails the test. */
  dataProvider?: Record<string, FakeCall>;
  /** The signed-in user's role: the console's access rules apply to it. */
  role?: Role;
  /** The signed-in user's tenant, for screens of the tenant's own settings. */
  tenantId?: string;
}

/** An auth provider of a signed-in user of `role`, with the console's own access rules. */
const signedInAs = (role: Role, tenantId?: string): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => role,
  getIdentity: async () => ({ id: 'me', fullName: 'Ada Admin', tenantId }),
  canAccess: async ({ action, resource }) => canAccess(role, { action, resource }),
});

/** What react-admin's hooks need around a component: English texts, data, a signed-in user, a router. */
export function AdminWrapper({ children, dataProvider = {}, role = 'Admin', tenantId }: AdminOptions & { children: ReactNode }) {
  return (
    <AdminContext
      dataProvider={testDataProvider(dataProvider as Partial<DataProvider>)}
      authProvider={signedInAs(role, tenantId)}
      i18nProvider={createI18nProvider('en', english)}
      store={memoryStore()}
    >
      {children}
    </AdminContext>
  );
}

/** Renders `ui` inside react-admin's contexts (see AdminWrapper). */
export const renderInAdmin = (ui: ReactElement, options: AdminOptions = {}) => render(<AdminWrapper {...options}>{ui}</AdminWrapper>);

/** For screens with the asset group picker, which lists the groups: none. */
export const noGroups: AdminOptions = { dataProvider: { getList: async () => ({ data: [], total: 0 }) } };
