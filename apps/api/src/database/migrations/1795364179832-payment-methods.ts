import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payment methods (MySQL/MariaDB): card brand, last four, expiry and cardholder (never the number or
 * the CVV); ACH routing and account numbers as AES-256-GCM ciphertext with their last four; the ACH
 * authorisation evidence; amount in cents, schedule, PO number and billing details. Generated from
 * the entities with TypeORM's schema builder against MariaDB 10.11.
 */
export class PaymentMethods1795364179832 implements MigrationInterface {
  name = 'PaymentMethods1795364179832';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `payment_methods` (`id` int NOT NULL AUTO_INCREMENT, `userId` int NOT NULL, `consultingAgreementId` int NOT NULL, `paymentType` varchar(30) NOT NULL, `isMonthly` tinyint NOT NULL, `amountCents` bigint NOT NULL, `isPaidInFull` tinyint NOT NULL, `poNumber` varchar(50) NULL, `billingCompanyName` varchar(200) NULL, `billingAddress` varchar(200) NULL, `billingCity` varchar(100) NULL, `billingState` varchar(100) NULL, `billingZip` varchar(20) NULL, `billingEmail` varchar(254) NULL, `billingContact` varchar(200) NULL, `billingPhone` varchar(30) NULL, `cardholderName` varchar(200) NULL, `cardBrand` varchar(20) NULL, `cardLast4` varchar(4) NULL, `cardExpiry` varchar(5) NULL, `accountName` varchar(200) NULL, `accountType` varchar(10) NULL, `bankName` varchar(200) NULL, `routingNumberEncrypted` varchar(255) NULL, `routingNumberLast4` varchar(4) NULL, `accountNumberEncrypted` varchar(255) NULL, `accountNumberLast4` varchar(4) NULL, `achAuthorizedAt` datetime(3) NULL, `achAuthorizationIp` varchar(45) NULL, `achAuthorizationUserAgent` varchar(500) NULL, `achAuthorizationVersion` varchar(40) NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `deletedAt` datetime(3) NULL, INDEX `IDX_payment_methods_consultingAgreementId` (`consultingAgreementId`), INDEX `IDX_payment_methods_userId` (`userId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `payment_methods` ADD CONSTRAINT `FK_payment_methods_user` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `payment_methods` ADD CONSTRAINT `FK_payment_methods_agreement` FOREIGN KEY (`consultingAgreementId`) REFERENCES `consulting_agreements`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `payment_methods` DROP FOREIGN KEY `FK_payment_methods_agreement`',
    );
    await queryRunner.query(
      'ALTER TABLE `payment_methods` DROP FOREIGN KEY `FK_payment_methods_user`',
    );
    await queryRunner.query('DROP TABLE `payment_methods`');
  }
}
