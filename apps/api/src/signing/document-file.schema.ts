import { EntitySchema } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config';

/** A stored PDF in the database (`document_files`), named by its SHA-256. */
export class DocumentFile {
  key!: string;
  content!: Buffer;
  size!: number;
  createdAt!: Date;
}

/**
 * The `document_files` table for the database in use: LONGBLOB on MySQL/MariaDB (a PDF outgrows
 * BLOB's 64 KB), BLOB on SQLite (which has no size classes). A schema, not a decorated class,
 * because the column type depends on the database.
 */
export function documentFileSchema(database: DatabaseConfig['type']): EntitySchema<DocumentFile> {
  return new EntitySchema<DocumentFile>({
    name: 'DocumentFile',
    tableName: 'document_files',
    target: DocumentFile,
    columns: {
      key: { type: 'varchar', length: 64, primary: true },
      content: { type: database === 'better-sqlite3' ? 'blob' : 'longblob' },
      size: { type: 'int' },
      createdAt: { type: 'datetime', precision: 3 },
    },
  });
}
