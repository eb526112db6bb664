import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DocumentFile } from './document-file.schema';
import type { DocumentStore } from './document-store';

/** The default DocumentStore: the bytes in the database's `document_files` table. */
@Injectable()
export class DatabaseDocumentStore implements DocumentStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async put(key: string, content: Buffer): Promise<string> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(DocumentFile)
      .values({ key, content, size: content.length, createdAt: new Date() })
      .orIgnore()
      .execute();
    return key;
  }

  async get(key: string): Promise<Buffer | null> {
    const row = await this.dataSource.getRepository(DocumentFile).findOne({
      select: { key: true, content: true },
      where: { key },
    });
    return row ? Buffer.from(row.content) : null;
  }
}
