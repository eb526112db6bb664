import 'reflect-metadata';
import './sessions/fastify-augment';
import { Module, type DynamicModule, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { DomainError } from './common/errors/domain-error';
import { createRootLogger } from './common/logging/logger';
import { NestPinoLogger } from './common/logging/nest-pino-logger';
import { ConfigError, describeDatabase } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ConfigService } from './config/config.service';
import { buildDataSourceOptions } from './database/data-source-options';
import { DatabaseModule } from './database/database.module';
import { SessionsModule } from './sessions/sessions.module';
import { UsersModule } from './users/users.module';
import { UsersService } from './users/users.service';

const USAGE = `Usage: node dist/apps/api/cli.js <command>

Commands:
  migrate           Apply pending migrations to the database DATABASE_URL names
                    (SQLite, the embedded development database: synchronise its schema).
  promote <email>   Make the account with this e-mail an admin.
  reencrypt-bank-numbers
                    After a key rotation: rewrite every bank number still encrypted under a
                    key of FIELD_ENCRYPTION_PREVIOUS_KEYS under FIELD_ENCRYPTION_KEY.
  seal-documents    Render, seal and store the PDF of every signed NDA and agreement version
                    that has none (those signed before sealed documents existed). Safe to run
                    again: it resumes where it stopped. Sends no e-mail.
  seed-demo         Development only: create a demo client and a demo admin if absent.`;

/** Demo accounts for local development (seed-demo refuses to run in production). */
const DEMO_ACCOUNTS = [
  {
    role: 'client',
    username: 'demo.client',
    password: 'demo-client-password',
    email: 'demo.client@example.com',
    firstName: 'Dana',
    lastName: 'Client',
    companyName: 'Demo Client Co.',
  },
  {
    role: 'admin',
    username: 'demo.admin',
    password: 'demo-admin-password',
    email: 'demo.admin@example.com',
    firstName: 'Adrian',
    lastName: 'Admin',
    companyName: 'Northbridge Advisory Group',
  },
] as const;

/**
 * What every command but migrate needs: the configuration, the database, the accounts and their
 * sessions (a promotion ends the account's remember-me sessions: UsersService). A command that
 * needs more loads its modules itself, when it runs (the sealing task's bring the PDF renderer and
 * the mail, seed-demo's the password hashing): loading every command's modules took a third of the
 * CPU of each `promote`, which the end-to-end stories run about fifty times to make their admins
 * (docs/performance.md, "Stop 61").
 */
@Module({})
class CliModule {
  static forRoot(config: ConfigService, extra: DynamicModule['imports'] = []): DynamicModule {
    return {
      module: CliModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        UsersModule,
        SessionsModule,
        ...extra,
      ],
    };
  }
}

async function withContext<T>(
  config: ConfigService,
  run: (context: INestApplicationContext) => Promise<T>,
  extra: DynamicModule['imports'] = [],
): Promise<T> {
  const logger = createRootLogger(config.get('logLevel'));
  const context = await NestFactory.createApplicationContext(CliModule.forRoot(config, extra), {
    logger: new NestPinoLogger(logger),
    abortOnError: false,
  });
  try {
    return await run(context);
  } finally {
    await context.close();
  }
}

async function migrate(config: ConfigService): Promise<void> {
  const database = config.get('database');
  const dataSource = new DataSource(
    buildDataSourceOptions(database, { migrationsRun: false, synchronize: false }),
  );
  await dataSource.initialize();
  try {
    if (database.type === 'better-sqlite3') {
      await dataSource.synchronize();
      console.log(`Synchronised the schema of ${describeDatabase(database)}.`);
      return;
    }
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    console.log(
      applied.length === 0
        ? `${describeDatabase(database)} is up to date: no pending migrations.`
        : `Applied ${applied.length} migration(s) to ${describeDatabase(database)}: ${applied.map((m) => m.name).join(', ')}`,
    );
  } finally {
    await dataSource.destroy();
  }
}

async function promote(config: ConfigService, email: string | undefined): Promise<void> {
  if (!email)
    throw new UsageError(
      'promote needs the e-mail address of an existing account: promote <email>',
    );
  await withContext(config, async (context) => {
    const user = await context.get(UsersService).promoteByEmail(email, 'cli');
    console.log(`${user.username} <${user.email}> is now an admin.`);
  });
}

async function reencrypt(config: ConfigService): Promise<void> {
  const { reencryptBankNumbers } = await import('./payments/reencrypt-bank-numbers');
  const { FieldEncryptionService } = await import('./common/crypto/field-encryption.service');
  await withContext(config, async (context) => {
    const report = await reencryptBankNumbers(
      context.get(DataSource),
      new FieldEncryptionService(config),
    );
    console.log(
      `Looked at ${report.examined} payment method(s): ${report.reencrypted} bank number(s) re-encrypted under FIELD_ENCRYPTION_KEY.`,
    );
    if (report.skipped > 0) {
      console.log(`${report.skipped} changed while the task ran: run it again.`);
    }
    if (report.unreadable > 0) {
      throw new UsageError(
        `${report.unreadable} bank number(s) decrypt with no configured key: keep every earlier key in FIELD_ENCRYPTION_PREVIOUS_KEYS until they are found.`,
      );
    }
    if (report.skipped === 0) {
      console.log('Every bank number now uses the current key: the previous keys can be dropped.');
    }
  });
}

async function sealDocuments(config: ConfigService): Promise<void> {
  const { NdaModule } = await import('./nda/nda.module');
  const { AgreementsModule } = await import('./agreements/agreements.module');
  const { SealingService } = await import('./signing/sealing.service');
  await withContext(
    config,
    async (context) => {
      const report = await context.get(SealingService).sealOwed({
        pendingForMs: 0,
        everySigned: true,
        onSealed: (ref, ok) =>
          console.log(`${ok ? 'Sealed' : 'Could not seal'} ${ref.kind} ${ref.id}`),
      });
      console.log(
        `Sealed ${report.sealed} signed document(s) that had no stored PDF; ${report.failed} failed.`,
      );
      if (report.failed > 0) {
        throw new UsageError(
          'Some documents could not be sealed (see the log above): run the task again once the cause is fixed; it resumes where it stopped.',
        );
      }
    },
    [NdaModule, AgreementsModule],
  );
}

async function seedDemo(config: ConfigService): Promise<void> {
  if (config.get('isProduction')) {
    throw new UsageError(
      'seed-demo is for development only and refuses to run with NODE_ENV=production.',
    );
  }
  const { AuthModule } = await import('./auth/auth.module');
  const { PasswordService } = await import('./auth/password.service');
  await withContext(
    config,
    async (context) => {
      const users = context.get(UsersService);
      const passwords = context.get(PasswordService);
      for (const demo of DEMO_ACCOUNTS) {
        const { role, password, ...account } = demo;
        let user = await users.findByUsername(account.username);
        const created = !user;
        user ??= await users.create({
          ...account,
          passwordHash: await passwords.hash(password),
          phone: '+1 555 010 0000',
          address: '1 Demo Street',
          city: 'Boston',
          state: 'MA',
          zipCode: '02110',
        });
        if (role === 'admin') await users.setAdmin(user, true, 'seed-demo');
        // Demo addresses on example.com cannot follow a link: they count as verified, so the demo
        // client is e-mailed its documents (the mail catcher shows them).
        await users.markAddressVerified(user.id);
        console.log(
          `${role.padEnd(6)} username: ${account.username}  password: ${password}` +
            (created ? '  (created)' : '  (already existed; password as created unless changed)'),
        );
      }
    },
    [AuthModule],
  );
}

class UsageError extends Error {}

async function run(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return;
  }
  const config = ConfigService.fromEnvironment();
  switch (command) {
    case 'migrate':
      return migrate(config);
    case 'promote':
      return promote(config, args[0]);
    case 'reencrypt-bank-numbers':
      return reencrypt(config);
    case 'seal-documents':
      return sealDocuments(config);
    case 'seed-demo':
      return seedDemo(config);
    default:
      throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
  }
}

run(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    if (
      error instanceof ConfigError ||
      error instanceof UsageError ||
      error instanceof DomainError
    ) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
