import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mail outbox: queued e-mails with their delivery state and lease, and the slices of their
 * attachments (MySQL/MariaDB). Generated from the entities with TypeORM's schema builder against
 * MariaDB 10.11.
 */
export class MailOutbox1795373800000 implements MigrationInterface {
  name = 'MailOutbox1795373800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `mail_outbox` (`id` int NOT NULL AUTO_INCREMENT, `messageId` varchar(255) NOT NULL, `recipient` text NOT NULL, `replyTo` text NULL, `subject` text NOT NULL, `text` text NOT NULL, `html` text NOT NULL, `status` varchar(10) NOT NULL, `attempts` int NOT NULL DEFAULT '0', `nextAttemptAt` datetime(3) NOT NULL, `lockedBy` varchar(100) NULL, `lockedUntil` datetime(3) NULL, `lastError` varchar(500) NULL, `topicKind` varchar(40) NULL, `topicId` int NULL, `createdAt` datetime(3) NOT NULL, `sentAt` datetime(3) NULL, INDEX `IDX_mail_outbox_due` (`status`, `nextAttemptAt`), UNIQUE INDEX `IDX_mail_outbox_messageId` (`messageId`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'CREATE TABLE `mail_outbox_parts` (`id` int NOT NULL AUTO_INCREMENT, `mailId` int NOT NULL, `attachment` int NOT NULL, `part` int NOT NULL, `filename` varchar(255) NOT NULL, `contentType` varchar(100) NOT NULL, `content` blob NOT NULL, INDEX `IDX_mail_outbox_parts_mailId` (`mailId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `mail_outbox_parts`');
    await queryRunner.query('DROP TABLE `mail_outbox`');
  }
}
