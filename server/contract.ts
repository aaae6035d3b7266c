import type { components } from '../src/api/schema';

/**
 * A payload or record type of the contract, e.g. `Schema<'AssetInput'>`. It lives here, apart from the app
 * context and the HTTP layer, so that repositories, services and tests can name the contract's types without
 * importing what the server is built from.
 */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
