import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The client's own account (issue 17): `password_reset_tokens`, one row per e-mailed reset link
 * (the SHA-256 of its token, its end, when it was used), and on `sessions` what the client's
 * session list shows: a random public id, the sign-in's address and user agent. Sessions from
 * before get a public id of their own here; their address and agent stay unknown (NULL).
 */
export class PasswordResetAndSessions1795650000000 implements MigrationInterface {
  name = 'PasswordResetAndSessions1795650000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `password_reset_tokens` (`id` int NOT NULL AUTO_INCREMENT, `userId` int NOT NULL, `tokenHash` varchar(64) NOT NULL, `createdAt` datetime(3) NOT NULL, `expiresAt` datetime(3) NOT NULL, `usedAt` datetime(3) NULL, `requestedFromIp` varchar(45) NOT NULL, UNIQUE INDEX `IDX_password_reset_tokens_tokenHash` (`tokenHash`), INDEX `IDX_password_reset_tokens_userId` (`userId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `password_reset_tokens` ADD CONSTRAINT `FK_password_reset_tokens_user` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query('ALTER TABLE `sessions` ADD `publicId` varchar(32) NULL');
    // 128 random-enough bits per existing row (UUID() differs per row), in hex.
    await queryRunner.query(
      'UPDATE `sessions` SET `publicId` = LEFT(SHA2(CONCAT(`id`, UUID()), 256), 32)',
    );
    await queryRunner.query('ALTER TABLE `sessions` MODIFY `publicId` varchar(32) NOT NULL');
    await queryRunner.query('ALTER TABLE `sessions` ADD `ipAddress` varchar(45) NULL');
    await queryRunner.query('ALTER TABLE `sessions` ADD `userAgent` varchar(500) NULL');
    await queryRunner.query(
      'CREATE UNIQUE INDEX `IDX_sessions_publicId` ON `sessions` (`publicId`)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_sessions_publicId` ON `sessions`');
    await queryRunner.query('ALTER TABLE `sessions` DROP COLUMN `userAgent`');
    await queryRunner.query('ALTER TABLE `sessions` DROP COLUMN `ipAddress`');
    await queryRunner.query('ALTER TABLE `sessions` DROP COLUMN `publicId`');
    await queryRunner.query(
      'ALTER TABLE `password_reset_tokens` DROP FOREIGN KEY `FK_password_reset_tokens_user`',
    );
    await queryRunner.query('DROP TABLE `password_reset_tokens`');
  }
}
