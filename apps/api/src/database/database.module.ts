import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { ConfigService } from '../config/config.service';
import { buildDataSourceOptions } from './data-source-options';
import { serialiseSqliteTransactions } from './sqlite-transactions';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => ({
        ...buildDataSourceOptions(config.get('database')),
        // Fail fast at start-up instead of retrying for minutes.
        retryAttempts: 0,
      }),
      dataSourceFactory: async (options?: DataSourceOptions) => {
        if (!options) throw new Error('DatabaseModule: no data source options');
        const dataSource = await new DataSource(options).initialize();
        serialiseSqliteTransactions(dataSource);
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule {}
