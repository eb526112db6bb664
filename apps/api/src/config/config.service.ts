import { Injectable } from '@nestjs/common';
import { loadConfig, type AppConfig } from './app-config';
import { readOrCreateDevFieldEncryptionKey } from './dev-field-encryption-key';
import { readOrCreateDevSessionSecret } from './dev-session-secret';
import { readOrCreateDevSigningCertificate } from './dev-signing-certificate';

/**
 * The typed, validated settings. This is the only place that reads `process.env`; everything else
 * asks this service.
 */
@Injectable()
export class ConfigService {
  constructor(private readonly config: AppConfig) {}

  /** Reads and validates the process environment; throws a ConfigError listing every problem. */
  static fromEnvironment(): ConfigService {
    return new ConfigService(
      loadConfig(process.env, {
        readDevSessionSecret: readOrCreateDevSessionSecret,
        readDevFieldEncryptionKey: readOrCreateDevFieldEncryptionKey,
        readDevSigningCertificate: readOrCreateDevSigningCertificate,
      }),
    );
  }

  get<K extends keyof AppConfig>(key: K): AppConfig[K] {
    return this.config[key];
  }

  get all(): Readonly<AppConfig> {
    return this.config;
  }
}
