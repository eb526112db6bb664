import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Alias } from 'typeorm/query-builder/Alias';
import { RawSqlResultsToEntityTransformer } from 'typeorm/query-builder/transformer/RawSqlResultsToEntityTransformer';

/** Where a value given to `getMany` goes in the prepared query's parameters. */
class Slot {
  constructor(readonly index: number) {}
}

interface Prepared<Entity extends ObjectLiteral> {
  builder: SelectQueryBuilder<Entity>;
  alias: Alias;
  sql: string;
  parameters: unknown[];
}

/**
 * A select written with TypeORM's query builder (or its find options) whose SQL is built once and
 * then run with new values, for the hot paths (issue 19): building the SQL was most of what
 * TypeORM cost on each call. The rows become entities through TypeORM's own transformer, so they
 * are exactly what `getMany()` returns for that builder: columns, embedded objects, transformers.
 *
 * `build` receives `value(i)`, a placeholder for the i-th value given to `getMany`; it may stand
 * only where the builder takes a parameter (a `where` value), and the values given must be
 * numbers or strings, which every driver takes as they are. A builder with joins and
 * `take`/`skip` (two queries), relation ids or counts is refused, and so is an entity with load
 * listeners or a data source with subscribers (their load events would not run).
 */
export class PreparedSelect<Entity extends ObjectLiteral> {
  private prepared: Prepared<Entity> | null = null;

  constructor(
    private readonly build: (value: (index: number) => never) => SelectQueryBuilder<Entity>,
  ) {}

  async getMany(...values: (number | string)[]): Promise<Entity[]> {
    const { builder, alias, sql, parameters } = (this.prepared ??= this.prepare());
    for (const value of values) {
      if (typeof value !== 'number' && typeof value !== 'string') {
        throw new TypeError('A prepared select takes numbers and strings only');
      }
    }
    const bound = parameters.map((parameter) =>
      parameter instanceof Slot ? values[parameter.index] : parameter,
    );
    const rows = (await builder.connection.query(sql, bound)) as ObjectLiteral[];
    if (rows.length === 0) return [];
    const transformer = new RawSqlResultsToEntityTransformer(
      builder.expressionMap,
      builder.connection.driver,
      [],
      [],
    );
    return transformer.transform(rows, alias) as Entity[];
  }

  private prepare(): Prepared<Entity> {
    const builder = this.build((index) => new Slot(index) as never);
    const map = builder.expressionMap;
    const alias = map.mainAlias;
    if (!alias?.hasMetadata) throw new Error('A prepared select needs an entity to select from');
    if (
      map.relationIdAttributes.length > 0 ||
      map.relationCountAttributes.length > 0 ||
      ((map.skip || map.take) && map.joinAttributes.length > 0)
    ) {
      throw new Error('A prepared select runs one query: no relation ids, counts or paged joins');
    }
    if (
      alias.metadata.afterLoadListeners.length > 0 ||
      builder.connection.subscribers.length > 0
    ) {
      throw new Error('A prepared select runs no load listeners or subscribers');
    }
    const [sql, parameters] = builder.getQueryAndParameters();
    return { builder, alias, sql, parameters: parameters as unknown[] };
  }
}
