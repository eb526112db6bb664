import { Injectable, type OnModuleInit } from '@nestjs/common';
import * as argon2 from 'argon2';
import { ConfigService } from '../config/config.service';

/**
 * argon2id hashing (req RULES-5: m=19456 KiB, t=2, p=1 by default). Verifying against an unknown
 * account runs against a dummy hash with the same parameters, so "no such user" and "wrong password"
 * take about the same time.
 */
@Injectable()
export class PasswordService implements OnModuleInit {
  private readonly options: {
    type: typeof argon2.argon2id;
    memoryCost: number;
    timeCost: number;
    parallelism: number;
  };
  private dummyHash?: Promise<string>;

  constructor(config: ConfigService) {
    const { memoryKib, timeCost, parallelism } = config.get('argon2');
    this.options = { type: argon2.argon2id, memoryCost: memoryKib, timeCost, parallelism };
  }

  onModuleInit(): void {
    void this.dummy();
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  /** True only when `hash` is a real hash and the password matches it. */
  async verify(hash: string | null, password: string): Promise<boolean> {
    const digest = hash ?? (await this.dummy());
    let matches = false;
    try {
      matches = await argon2.verify(digest, password);
    } catch {
      matches = false;
    }
    return hash !== null && matches;
  }

  /** After a successful sign-in: whether the stored hash was made with other parameters. */
  needsRehash(hash: string): boolean {
    return argon2.needsRehash(hash, this.options);
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= argon2.hash('not-a-real-password: timing equaliser', this.options);
    return this.dummyHash;
  }
}
