import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Bytes per part: under MySQL's BLOB limit (65,535 bytes), the one binary type that SQLite and
 * MySQL/MariaDB share in TypeORM. A PDF of 300 KB takes five rows.
 */
export const ATTACHMENT_PART_BYTES = 60_000;

/**
 * A slice of one attachment of a queued e-mail (`mail_outbox_parts`), in order by `attachment`
 * then `part`. Deleted once the message is sent: the documents themselves stay in their tables.
 */
@Entity({ name: 'mail_outbox_parts' })
@Index('IDX_mail_outbox_parts_mailId', ['mailId'])
export class OutboxAttachmentPart {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  mailId!: number;

  /** The attachment's position in the message (0, 1, ...). */
  @Column({ type: 'int' })
  attachment!: number;

  /** The slice's position in the attachment (0, 1, ...). */
  @Column({ type: 'int' })
  part!: number;

  @Column({ type: 'varchar', length: 255 })
  filename!: string;

  @Column({ type: 'varchar', length: 100 })
  contentType!: string;

  @Column({ type: 'blob' })
  content!: Buffer;
}
