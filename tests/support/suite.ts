import { seedAccounts } from '../../server/seed/accounts';
import { accounts, apiClient, type Schema } from './api';
import type { Role } from './contract';
import { createFixtures, type Fixtures } from './fixtures';
import { startTestServer, type Engine, type TestServer } from './server';

/** Who signs in for a suite: the four roles of Acme (SysAdmin of none) and the other tenant's operator. */
export type Persona = Role | 'Globex';

const personaAccounts: Record<Persona, { email: string; password: string }> = {
  SysAdmin: accounts.sysadmin,
  Admin: accounts.admin,
  Operator: accounts.operator,
  Viewer: accounts.viewer,
  Globex: accounts.globex,
};

export interface Suite {
  server: TestServer;
  api: ReturnType<typeof apiClient>;
  tokens: Record<Persona, string>;
  users: Record<Persona, Schema<'User'>>;
  fixtures: Fixtures;
  /** Tenant name -> id, as seedAccounts made them. */
  tenantIds: Map<string, string>;
}

/**
 * A server with the demo tenants and accounts but no demo fleet (the suites make the records they
 * need, and start fast), each persona signed in once.
 */
export async function startSuite(engine: Engine): Promise<Suite> {
  const server = await startTestServer({ engine, demo: false });
  const tenantIds = await server.context.db.transaction((tx) => seedAccounts(tx));
  const api = apiClient(server.baseUrl);
  const personas = Object.keys(personaAccounts) as Persona[];
  const sessions = await Promise.all(
    personas.map((persona) => api.login(personaAccounts[persona].email, personaAccounts[persona].password)),
  );
  const tokens = Object.fromEntries(personas.map((persona, index) => [persona, sessions[index].accessToken])) as Record<Persona, string>;
  const users = Object.fromEntries(personas.map((persona, index) => [persona, sessions[index].user])) as Suite['users'];
  const fixtures = createFixtures({ api, db: server.context.db, tokens, tenantId: users.Operator.tenantId as string });
  return { server, api, tokens, users, fixtures, tenantIds };
}
