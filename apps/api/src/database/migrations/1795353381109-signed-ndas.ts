import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Signed documents: acceptances of the electronic records disclosure and signed mutual NDAs with
 * their signature evidence (MySQL/MariaDB). Generated from the entities with TypeORM's schema
 * builder against MariaDB 10.11.
 */
export class SignedNdas1795353381109 implements MigrationInterface {
  name = 'SignedNdas1795353381109';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `esign_consents` (`id` int NOT NULL AUTO_INCREMENT, `userId` int NOT NULL, `version` varchar(20) NOT NULL, `acceptedAt` datetime(3) NOT NULL, `ipAddress` varchar(45) NOT NULL, `userAgent` varchar(500) NOT NULL, UNIQUE INDEX `IDX_esign_consents_userId_version` (`userId`, `version`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `ndas` (`id` int NOT NULL AUTO_INCREMENT, `userId` int NOT NULL, `companyName` varchar(200) NOT NULL, `companyAddress` varchar(200) NOT NULL, `companyCity` varchar(100) NOT NULL, `companyState` varchar(100) NOT NULL, `companyZip` varchar(20) NOT NULL, `signerName` varchar(200) NOT NULL, `signerTitle` varchar(100) NOT NULL, `agreementDate` varchar(10) NOT NULL, `accountEmail` varchar(254) NOT NULL, `typedSignature` varchar(200) NOT NULL, `signedAt` datetime(3) NOT NULL, `ipAddress` varchar(45) NOT NULL, `userAgent` varchar(500) NOT NULL, `documentHash` varchar(64) NOT NULL, `documentText` text NOT NULL, `document` text NOT NULL, `consentId` int NOT NULL, `createdAt` datetime(3) NOT NULL, `deletedAt` datetime(3) NULL, INDEX `IDX_ndas_userId` (`userId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `esign_consents` ADD CONSTRAINT `FK_esign_consents_user` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `ndas` ADD CONSTRAINT `FK_ndas_user` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `ndas` ADD CONSTRAINT `FK_ndas_consent` FOREIGN KEY (`consentId`) REFERENCES `esign_consents`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `ndas` DROP FOREIGN KEY `FK_ndas_consent`');
    await queryRunner.query('ALTER TABLE `ndas` DROP FOREIGN KEY `FK_ndas_user`');
    await queryRunner.query(
      'ALTER TABLE `esign_consents` DROP FOREIGN KEY `FK_esign_consents_user`',
    );
    await queryRunner.query('DROP TABLE `ndas`');
    await queryRunner.query('DROP TABLE `esign_consents`');
  }
}
