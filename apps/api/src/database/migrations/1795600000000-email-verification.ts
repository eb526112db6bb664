import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail ownership (issue 17): `users.emailVerifiedAt`, and `email_verifications`, one row per
 * e-mailed link (the SHA-256 of its token, the address, its end, when it was used). Accounts made
 * before it start unverified: nobody ever proved they own their address, so they are asked to, in
 * the portal, and get no document by e-mail until they have (docs/decisions.md).
 */
export class EmailVerification1795600000000 implements MigrationInterface {
  name = 'EmailVerification1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `users` ADD `emailVerifiedAt` datetime(3) NULL');
    await queryRunner.query(
      'CREATE TABLE `email_verifications` (`id` int NOT NULL AUTO_INCREMENT, `userId` int NOT NULL, `email` varchar(254) NOT NULL, `tokenHash` varchar(64) NOT NULL, `expiresAt` datetime(3) NOT NULL, `usedAt` datetime(3) NULL, `createdAt` datetime(3) NOT NULL, UNIQUE INDEX `IDX_email_verifications_tokenHash` (`tokenHash`), INDEX `IDX_email_verifications_userId` (`userId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `email_verifications` ADD CONSTRAINT `FK_email_verifications_user` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `email_verifications` DROP FOREIGN KEY `FK_email_verifications_user`',
    );
    await queryRunner.query('DROP TABLE `email_verifications`');
    await queryRunner.query('ALTER TABLE `users` DROP COLUMN `emailVerifiedAt`');
  }
}
