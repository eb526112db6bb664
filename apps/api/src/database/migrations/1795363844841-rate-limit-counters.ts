import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rate-limit counters shared by every API instance (sign-ins, registrations, consultation
 * requests) (MySQL/MariaDB). Generated from the entity with TypeORM's schema builder against
 * MariaDB 10.11.
 */
export class RateLimitCounters1795363844841 implements MigrationInterface {
  name = 'RateLimitCounters1795363844841';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `rate_limit_counters` (`id` varchar(100) NOT NULL, `points` int NOT NULL, `resetAt` bigint NOT NULL, INDEX `IDX_rate_limit_counters_resetAt` (`resetAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `rate_limit_counters`');
  }
}
