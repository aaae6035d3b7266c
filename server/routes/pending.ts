// TEMPORARY while the route modules are being written: answers 501 for contract operations that
// have no handler yet, so the server starts. Deleted once every operation is implemented.
import type { RouteModule } from '../context';
import { HttpError } from '../http/errors';
import { loadContract } from '../app';

export const pendingRoutes =
  (implemented: () => Set<string>): RouteModule =>
  () => {
    const paths = loadContract().paths as Record<string, Record<string, { operationId?: string }>>;
    const ids = Object.values(paths).flatMap((item) => Object.values(item).map((op) => op?.operationId).filter(Boolean) as string[]);
    return Object.fromEntries(
      ids.filter((id) => !implemented().has(id)).map((id) => [id, async () => { throw new HttpError(501, { error: `${id} is not implemented yet` }); }]),
    );
  };
