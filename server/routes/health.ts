import type { RouteModule } from '../http/operations';
import { HttpError } from '../http/errors';
import { pingDatabase } from '../repos/database';

const version = process.env.npm_package_version ?? '0.0.0';

export const healthRoutes: RouteModule = ({ db }) => ({
  async getHealth() {
    try {
      await pingDatabase(db);
    } catch {
      throw new HttpError(503, { error: 'The database does not answer.' });
    }
    return { status: 'ok', database: db.kind, version };
  },
});
