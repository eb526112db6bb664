import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Consultation requests from the marketing site, with the outcome of their two e-mails (MySQL/
 * MariaDB). Generated from the entities with TypeORM's schema builder against MariaDB 10.11.
 */
export class ConsultationRequests1795352591205 implements MigrationInterface {
  name = 'ConsultationRequests1795352591205';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `consultation_requests` (`id` int NOT NULL AUTO_INCREMENT, `companyName` varchar(200) NOT NULL, `isPublic` tinyint NOT NULL DEFAULT 0, `isPrivate` tinyint NOT NULL DEFAULT 0, `firstName` varchar(100) NOT NULL, `lastName` varchar(100) NOT NULL, `email` varchar(254) NOT NULL, `phone` varchar(30) NOT NULL, `primaryGoals` text NOT NULL, `serviceType` varchar(50) NOT NULL, `createdAt` datetime(3) NOT NULL, `firmNotifiedAt` datetime(3) NULL, `firmNotificationError` varchar(500) NULL, `confirmationSentAt` datetime(3) NULL, `confirmationError` varchar(500) NULL, INDEX `IDX_consultation_requests_createdAt` (`createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `consultation_requests`');
  }
}
