import sql from 'sql-template-tag';
import type { RouteModule } from '../context';
import { HttpError } from '../http/errors';

const version = process.env.npm_package_version ?? '0.0.0';

export const healthRoutes: RouteModule = ({ db }) => ({
  async getHealth() {
    try {
      await db.query(sql`select 1`);
    } catch {
      throw new HttpError(503, { error: 'The database does not answer.' });
    }
    return { status: 'ok', database: db.kind, version };
  },
});
