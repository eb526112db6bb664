import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Contracts and money (docs/contracts-and-money.md): agreement versions gain the proposal's
 * lifecycle (proposed, declined or withdrawn; a proposal is unsigned, so `signedAt` may be null)
 * and several proposals may name the version they amend; payment methods gain their status, with
 * one in force per agreement enforced by a unique index. Existing rows are brought in line:
 * proposals written before get `proposedAt` and no signature time, the version they had
 * superseded is in force again, and each agreement keeps its newest method in force.
 */
export class ContractsAndMoney1795400000000 implements MigrationInterface {
  name = 'ContractsAndMoney1795400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DROP INDEX `IDX_consulting_agreements_previousVersionId` ON `consulting_agreements`',
    );
    await queryRunner.query(
      'ALTER TABLE `consulting_agreements` ADD `proposedAt` datetime(3) NULL, ADD `resolvedAt` datetime(3) NULL, ADD `declineNote` text NULL',
    );
    await queryRunner.query(
      'ALTER TABLE `consulting_agreements` CHANGE `signedAt` `signedAt` datetime(3) NULL',
    );
    await queryRunner.query(
      'CREATE INDEX `IDX_consulting_agreements_previousVersionId` ON `consulting_agreements` (`previousVersionId`)',
    );
    await queryRunner.query(
      'CREATE INDEX `IDX_consulting_agreements_originalId` ON `consulting_agreements` (`originalId`)',
    );
    // Proposals the client never signed: when the firm issued them, and no signature time.
    await queryRunner.query(
      "UPDATE `consulting_agreements` SET `proposedAt` = `signedAt`, `signedAt` = NULL WHERE `amendedByFirm` = 1 AND `typedSignature` = ''",
    );
    // A proposal used to supersede the version it amended: that version is in force again.
    await queryRunner.query(
      "UPDATE `consulting_agreements` `previous` JOIN `consulting_agreements` `proposal` ON `proposal`.`id` = `previous`.`supersededById` SET `previous`.`status` = 'active', `previous`.`supersededById` = NULL WHERE `proposal`.`status` = 'pending' AND `previous`.`status` = 'superseded'",
    );

    await queryRunner.query(
      "ALTER TABLE `payment_methods` ADD `status` varchar(10) NOT NULL DEFAULT 'replaced', ADD `activeAgreementKey` int NULL, ADD `statusChangedAt` datetime(3) NULL, ADD `replacedById` int NULL, ADD `needsConfirmation` tinyint NOT NULL DEFAULT 0",
    );
    await queryRunner.query('ALTER TABLE `payment_methods` ALTER COLUMN `status` DROP DEFAULT');
    await queryRunner.query(
      "UPDATE `payment_methods` SET `status` = 'ended', `statusChangedAt` = `deletedAt` WHERE `deletedAt` IS NOT NULL",
    );
    // The newest method of each agreement the client still has is the one in force.
    await queryRunner.query(
      "UPDATE `payment_methods` `method` JOIN (SELECT COALESCE(`agreement`.`originalId`, `agreement`.`id`) AS `agreementKey`, MAX(`newest`.`id`) AS `methodId` FROM `payment_methods` `newest` JOIN `consulting_agreements` `agreement` ON `agreement`.`id` = `newest`.`consultingAgreementId` WHERE `newest`.`deletedAt` IS NULL AND `agreement`.`deletedAt` IS NULL GROUP BY COALESCE(`agreement`.`originalId`, `agreement`.`id`)) `current` ON `current`.`methodId` = `method`.`id` SET `method`.`status` = 'active', `method`.`activeAgreementKey` = `current`.`agreementKey`",
    );
    await queryRunner.query(
      "UPDATE `payment_methods` `method` JOIN `consulting_agreements` `agreement` ON `agreement`.`id` = `method`.`consultingAgreementId` SET `method`.`status` = 'ended', `method`.`statusChangedAt` = `agreement`.`deletedAt` WHERE `agreement`.`deletedAt` IS NOT NULL AND `method`.`deletedAt` IS NULL",
    );
    await queryRunner.query(
      "UPDATE `payment_methods` SET `statusChangedAt` = `updatedAt` WHERE `status` = 'replaced'",
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX `IDX_payment_methods_activeAgreementKey` ON `payment_methods` (`activeAgreementKey`)',
    );
    // A monthly method in force bills the grand total over the longest monthly term rounded down
    // to the cent (the last instalment carries the rest); one saved with the amount rounded up is
    // brought in line, and the client is asked to confirm it, as for any recomputed amount.
    await queryRunner.query(
      "UPDATE `payment_methods` `method` JOIN `consulting_agreements` `agreement` ON `agreement`.`id` = `method`.`consultingAgreementId` SET `method`.`amountCents` = FLOOR(`agreement`.`grandTotalCents` / JSON_VALUE(`agreement`.`totals`, '$.longestMonths')), `method`.`needsConfirmation` = 1 WHERE `method`.`status` = 'active' AND `method`.`isMonthly` = 1 AND JSON_VALUE(`agreement`.`totals`, '$.longestMonths') >= 1 AND `method`.`amountCents` <> FLOOR(`agreement`.`grandTotalCents` / JSON_VALUE(`agreement`.`totals`, '$.longestMonths'))",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DROP INDEX `IDX_payment_methods_activeAgreementKey` ON `payment_methods`',
    );
    await queryRunner.query(
      'ALTER TABLE `payment_methods` DROP COLUMN `needsConfirmation`, DROP COLUMN `replacedById`, DROP COLUMN `statusChangedAt`, DROP COLUMN `activeAgreementKey`, DROP COLUMN `status`',
    );
    await queryRunner.query(
      'DROP INDEX `IDX_consulting_agreements_originalId` ON `consulting_agreements`',
    );
    await queryRunner.query(
      'DROP INDEX `IDX_consulting_agreements_previousVersionId` ON `consulting_agreements`',
    );
    await queryRunner.query(
      'UPDATE `consulting_agreements` SET `signedAt` = COALESCE(`proposedAt`, `createdAt`) WHERE `signedAt` IS NULL',
    );
    await queryRunner.query(
      'ALTER TABLE `consulting_agreements` CHANGE `signedAt` `signedAt` datetime(3) NOT NULL',
    );
    await queryRunner.query(
      'ALTER TABLE `consulting_agreements` DROP COLUMN `declineNote`, DROP COLUMN `resolvedAt`, DROP COLUMN `proposedAt`',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX `IDX_consulting_agreements_previousVersionId` ON `consulting_agreements` (`previousVersionId`)',
    );
  }
}
