// The part of oidc-provider (a test-only OpenID provider) the tests use; the package ships no types.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ProviderGrant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface ProviderContext {
    oidc: {
      client: { clientId: string };
      session: { accountId: string };
      params: { scope?: string };
      provider: Provider;
    };
  }

  export interface ProviderAccount {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    Grant: new (properties: { clientId: string; accountId: string }) => ProviderGrant;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
