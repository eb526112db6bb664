import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Consulting agreements: every signed version with its services, the server's totals in cents and
 * its signature evidence (MySQL/MariaDB). Generated from the entities with TypeORM's schema
 * builder against MariaDB 10.11.
 */
export class ConsultingAgreements1795356204813 implements MigrationInterface {
  name = 'ConsultingAgreements1795356204813';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `consulting_agreements` (`id` int NOT NULL AUTO_INCREMENT, `userId` int NOT NULL, `version` int NOT NULL, `originalId` int NULL, `previousVersionId` int NULL, `supersededById` int NULL, `status` varchar(20) NOT NULL, `companyName` varchar(200) NOT NULL, `companyStreet` varchar(200) NOT NULL, `companyCity` varchar(100) NOT NULL, `companyState` varchar(100) NOT NULL, `companyZip` varchar(20) NOT NULL, `companyPhone` varchar(30) NOT NULL, `signerName` varchar(200) NOT NULL, `signerTitle` varchar(100) NOT NULL, `signedDate` varchar(10) NOT NULL, `services` text NOT NULL, `totals` text NOT NULL, `grandTotalCents` bigint NOT NULL, `accountEmail` varchar(254) NOT NULL, `typedSignature` varchar(200) NOT NULL, `signedAt` datetime(3) NOT NULL, `ipAddress` varchar(45) NOT NULL, `userAgent` varchar(500) NOT NULL, `documentHash` varchar(64) NOT NULL, `documentText` text NOT NULL, `document` text NOT NULL, `consentId` int NOT NULL, `createdAt` datetime(3) NOT NULL, `deletedAt` datetime(3) NULL, UNIQUE INDEX `IDX_consulting_agreements_previousVersionId` (`previousVersionId`), INDEX `IDX_consulting_agreements_userId` (`userId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `consulting_agreements` ADD CONSTRAINT `FK_consulting_agreements_user` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `consulting_agreements` ADD CONSTRAINT `FK_consulting_agreements_consent` FOREIGN KEY (`consentId`) REFERENCES `esign_consents`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `consulting_agreements` DROP FOREIGN KEY `FK_consulting_agreements_consent`',
    );
    await queryRunner.query(
      'ALTER TABLE `consulting_agreements` DROP FOREIGN KEY `FK_consulting_agreements_user`',
    );
    await queryRunner.query('DROP TABLE `consulting_agreements`');
  }
}
