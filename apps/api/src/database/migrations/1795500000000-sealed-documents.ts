import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sealed documents (docs/signed-documents.md): `sealed_documents` records the one sealed PDF of each
 * signed NDA and agreement version (or that it is still owed), and `document_files` holds the
 * bytes (DatabaseDocumentStore), LONGBLOB since a PDF outgrows BLOB's 64 KB. Documents signed
 * before this migration get their PDF from `npm run documents:seal`, or on their first download.
 * The signature evidence is one embedded entity on both tables (SignatureEvidence), so
 * `ndas.signedAt` takes the agreements' definition (nullable, for a proposal nobody signed);
 * every NDA keeps its time.
 */
export class SealedDocuments1795500000000 implements MigrationInterface {
  name = 'SealedDocuments1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `ndas` CHANGE `signedAt` `signedAt` datetime(3) NULL');
    await queryRunner.query(
      'CREATE TABLE `sealed_documents` (`id` int NOT NULL AUTO_INCREMENT, `documentKind` varchar(20) NOT NULL, `documentId` int NOT NULL, `status` varchar(10) NOT NULL, `deliver` tinyint NOT NULL, `sha256` varchar(64) NULL, `size` int NULL, `fileName` varchar(255) NULL, `storageKey` varchar(200) NULL, `sealedAt` datetime(3) NULL, `attempts` int NOT NULL DEFAULT 0, `lastError` varchar(500) NULL, `createdAt` datetime(3) NOT NULL, UNIQUE INDEX `IDX_sealed_documents_document` (`documentKind`, `documentId`), UNIQUE INDEX `IDX_sealed_documents_sha256` (`sha256`), INDEX `IDX_sealed_documents_status` (`status`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `document_files` (`key` varchar(64) NOT NULL, `content` longblob NOT NULL, `size` int NOT NULL, `createdAt` datetime(3) NOT NULL, PRIMARY KEY (`key`)) ENGINE=InnoDB',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `document_files`');
    await queryRunner.query('DROP TABLE `sealed_documents`');
    await queryRunner.query('ALTER TABLE `ndas` CHANGE `signedAt` `signedAt` datetime(3) NOT NULL');
  }
}
