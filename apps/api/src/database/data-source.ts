import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ConfigService } from '../config/config.service';
import { buildDataSourceOptions } from './data-source-options';

/**
 * For TypeORM's own CLI, against the built code and the database DATABASE_URL names, e.g.
 *   npx typeorm migration:generate -d dist/apps/api/apps/api/src/database/data-source.js \
 *     apps/api/src/database/migrations/AddSomething
 * (then register the new class in migrations/index.ts).
 */
export default new DataSource(
  buildDataSourceOptions(ConfigService.fromEnvironment().get('database'), { migrationsRun: false }),
);
