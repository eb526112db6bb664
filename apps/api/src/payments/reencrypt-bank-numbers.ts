import { DataSource, MoreThan } from 'typeorm';
import {
  FieldDecryptionError,
  FieldEncryptionService,
} from '../common/crypto/field-encryption.service';
import { PaymentMethod } from './payment-method.entity';
import { ENCRYPTED_FIELDS } from './payments.service';

export interface ReencryptionReport {
  /** Payment methods looked at (deleted ones too: their numbers are still stored). */
  examined: number;
  /** Values rewritten under FIELD_ENCRYPTION_KEY. */
  reencrypted: number;
  /** Values no configured key decrypts: the key they need must not be dropped. */
  unreadable: number;
  /** Values changed by someone else while the task ran: run it again. */
  skipped: number;
}

const COLUMNS = [
  ['routingNumberEncrypted', ENCRYPTED_FIELDS.routingNumber],
  ['accountNumberEncrypted', ENCRYPTED_FIELDS.accountNumber],
] as const;

/**
 * The last step of a key rotation (docs/operations.md): rewrites every bank number still
 * encrypted under a previous key (FIELD_ENCRYPTION_PREVIOUS_KEYS) under the current one, so the
 * previous key can then be dropped. Each value is written only if it is still the one read
 * (a client editing their method at that moment wins; the value is counted as skipped), and in
 * batches, so it can run on a live system. Running it again changes nothing. No value is logged.
 */
export async function reencryptBankNumbers(
  dataSource: DataSource,
  encryption: FieldEncryptionService,
  batchSize = 200,
): Promise<ReencryptionReport> {
  const report: ReencryptionReport = { examined: 0, reencrypted: 0, unreadable: 0, skipped: 0 };
  const methods = dataSource.getRepository(PaymentMethod);
  let afterId = 0;
  for (;;) {
    const batch = await methods.find({
      select: { id: true, routingNumberEncrypted: true, accountNumberEncrypted: true },
      where: { id: MoreThan(afterId) },
      withDeleted: true,
      order: { id: 'ASC' },
      take: batchSize,
    });
    if (batch.length === 0) return report;
    afterId = batch[batch.length - 1].id;
    for (const method of batch) {
      report.examined++;
      for (const [column, field] of COLUMNS) {
        const stored = method[column];
        if (!stored || encryption.usesCurrentKey(stored, field)) continue;
        let plaintext: string;
        try {
          plaintext = encryption.decrypt(stored, field);
        } catch (error) {
          if (!(error instanceof FieldDecryptionError)) throw error;
          report.unreadable++;
          continue;
        }
        const result = await methods
          .createQueryBuilder()
          .update(PaymentMethod)
          .set({ [column]: encryption.encrypt(plaintext, field) })
          .where('id = :id', { id: method.id })
          .andWhere(`${column} = :stored`, { stored })
          .execute();
        if (result.affected) report.reencrypted++;
        else report.skipped++;
      }
    }
  }
}
