import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Users, business profiles and sessions (MySQL/MariaDB). Generated from the entities with TypeORM's
 * schema builder against MariaDB 10.11; the integration suite checks that the entities and the
 * migrated schema agree (no pending schema change).
 */
export class InitialSchema1795322611076 implements MigrationInterface {
  name = 'InitialSchema1795322611076';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `users` (`id` int NOT NULL AUTO_INCREMENT, `username` varchar(50) NOT NULL, `email` varchar(254) NOT NULL, `passwordHash` varchar(255) NOT NULL, `firstName` varchar(100) NOT NULL, `lastName` varchar(100) NOT NULL, `companyName` varchar(200) NOT NULL, `phone` varchar(30) NOT NULL, `address` varchar(200) NOT NULL, `city` varchar(100) NOT NULL, `state` varchar(100) NOT NULL, `zipCode` varchar(20) NOT NULL, `isAdmin` tinyint NOT NULL DEFAULT 0, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, UNIQUE INDEX `IDX_users_email` (`email`), UNIQUE INDEX `IDX_users_username` (`username`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `profiles` (`id` int NOT NULL AUTO_INCREMENT, `userId` int NOT NULL, `title` varchar(100) NULL, `sector` varchar(50) NULL, `website` varchar(2048) NULL, `bio` text NULL, `successStory` text NULL, `rating` int NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, UNIQUE INDEX `IDX_profiles_userId` (`userId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `sessions` (`id` varchar(64) NOT NULL, `userId` int NULL, `data` text NOT NULL, `rememberMe` tinyint NOT NULL DEFAULT 0, `createdAt` datetime(3) NOT NULL, `lastSeenAt` datetime(3) NOT NULL, `expiresAt` datetime(3) NOT NULL, INDEX `IDX_sessions_expiresAt` (`expiresAt`), INDEX `IDX_sessions_userId` (`userId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `profiles` ADD CONSTRAINT `FK_profiles_user` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `sessions` ADD CONSTRAINT `FK_sessions_user` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `sessions` DROP FOREIGN KEY `FK_sessions_user`');
    await queryRunner.query('ALTER TABLE `profiles` DROP FOREIGN KEY `FK_profiles_user`');
    await queryRunner.query('DROP TABLE `sessions`');
    await queryRunner.query('DROP TABLE `profiles`');
    await queryRunner.query('DROP TABLE `users`');
  }
}
