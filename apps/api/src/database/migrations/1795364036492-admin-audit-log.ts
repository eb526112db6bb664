import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin console: the audit log of admin actions, and the mark on an agreement version the firm
 * amended (MySQL/MariaDB). Generated from the entities with TypeORM's schema builder against
 * MariaDB 10.11, keeping only these two changes.
 */
export class AdminAuditLog1795364036492 implements MigrationInterface {
  name = 'AdminAuditLog1795364036492';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `audit_log` (`id` int NOT NULL AUTO_INCREMENT, `at` datetime(3) NOT NULL, `actorUserId` int NOT NULL, `actorEmail` varchar(254) NOT NULL, `action` varchar(40) NOT NULL, `targetKind` varchar(20) NULL, `targetId` int NULL, `targetUserId` int NULL, `ipAddress` varchar(45) NOT NULL, `userAgent` varchar(500) NOT NULL, `detail` text NULL, INDEX `IDX_audit_log_targetUserId` (`targetUserId`), INDEX `IDX_audit_log_at` (`at`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `consulting_agreements` ADD `amendedByFirm` tinyint NOT NULL DEFAULT 0',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `consulting_agreements` DROP COLUMN `amendedByFirm`');
    await queryRunner.query('DROP TABLE `audit_log`');
  }
}
