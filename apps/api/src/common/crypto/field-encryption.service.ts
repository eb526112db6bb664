import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '../../config/config.service';

/**
 * Field-level encryption of values kept at rest (req RULES-5: ACH routing and account numbers).
 *
 * AES-256-GCM with a random 12-byte IV per value and a 16-byte authentication tag, stored as text:
 *
 *     v1:<iv, base64>:<tag, base64>:<ciphertext, base64>
 *
 * The field's name ("payment_methods.accountNumber") is bound in as additional authenticated data,
 * so a value copied into another column does not decrypt. `v1` names this format; a later format
 * gets a new prefix and old values stay readable. New values use FIELD_ENCRYPTION_KEY; values
 * written under an earlier key decrypt while that key is listed in FIELD_ENCRYPTION_PREVIOUS_KEYS
 * (GCM's tag tells which key is right). Nothing here logs or reports a value.
 */

const FORMAT = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export class FieldDecryptionError extends Error {
  constructor() {
    super('An encrypted field could not be decrypted with any configured key');
    this.name = 'FieldDecryptionError';
  }
}

export function encryptField(key: Buffer, plaintext: string, field: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(field, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [FORMAT, ...[iv, tag, ciphertext].map((part) => part.toString('base64'))].join(':');
}

export function decryptField(keys: readonly Buffer[], token: string, field: string): string {
  const parts = token.split(':');
  if (
    parts.length !== 4 ||
    parts[0] !== FORMAT ||
    !parts.slice(1).every((part) => BASE64.test(part))
  ) {
    throw new FieldDecryptionError();
  }
  const [iv, tag, ciphertext] = parts.slice(1).map((part) => Buffer.from(part, 'base64'));
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new FieldDecryptionError();
  for (const key of keys) {
    try {
      const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(field, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
    } catch {
      // Not this key (or tampered with): try the next one.
    }
  }
  throw new FieldDecryptionError();
}

@Injectable()
export class FieldEncryptionService {
  private readonly key: Buffer;
  private readonly keys: readonly Buffer[];

  constructor(config: ConfigService) {
    const { key, previousKeys } = config.get('fieldEncryption');
    this.key = key;
    this.keys = [key, ...previousKeys];
  }

  /** `field` names the column ("payment_methods.routingNumber"); decrypt with the same name. */
  encrypt(plaintext: string, field: string): string {
    return encryptField(this.key, plaintext, field);
  }

  decrypt(token: string, field: string): string {
    return decryptField(this.keys, token, field);
  }

  /** Whether a stored value was written under the current key (false: re-encrypt it to rotate). */
  usesCurrentKey(token: string, field: string): boolean {
    try {
      decryptField([this.key], token, field);
      return true;
    } catch {
      return false;
    }
  }
}
