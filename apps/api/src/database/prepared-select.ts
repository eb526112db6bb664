import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Alias } from 'typeorm/query-builder/Alias';
import { RawSqlResultsToEntityTransformer } from 'typeorm/query-builder/transformer/RawSqlResultsToEntityTransformer';
import {
  driverNamedValuesStatement,
  driverStatement,
  type Rows,
  type StatementValue,
  type ValueRows,
} from './driver-statement';

/** Where a value given to `getMany` goes in the prepared query's parameters. */
class Slot {
  constructor(readonly index: number) {}
}

interface Prepared {
  alias: Alias;
  run: (values: StatementValue[]) => Promise<Rows>;
  runValues: (values: StatementValue[]) => Promise<ValueRows>;
  parameters: unknown[];
  transformer: RawSqlResultsToEntityTransformer;
}

/**
 * A select written with TypeORM's query builder (or its find options) whose SQL is built once and
 * then run with new values, as a statement prepared on the driver (driverStatement), for the hot
 * paths (issue 19): building the SQL was most of what TypeORM cost on each call. The rows become
 * entities through TypeORM's own transformer, so they are exactly what `getMany()` returns for
 * that builder: columns, embedded objects, transformers.
 *
 * `build` receives `value(i)`, a placeholder for the i-th value given to `getMany`; it may stand
 * only where the builder takes a parameter (a `where` value). The values given, and the builder's
 * own parameters, must be numbers, strings or null, which every driver takes as they are. A builder with joins and
 * `take`/`skip` (two queries), relation ids or counts is refused, and so is an entity with load
 * listeners or a data source with subscribers (their load events would not run).
 */
export class PreparedSelect<Entity extends ObjectLiteral> {
  private prepared: Prepared | null = null;
  /** The columns' names in the order of `getValues`' rows, from the first read that had any. */
  private names: readonly string[] | null = null;

  constructor(
    private readonly build: (value: (index: number) => never) => SelectQueryBuilder<Entity>,
  ) {}

  async getMany(...values: StatementValue[]): Promise<Entity[]> {
    return this.entitiesOf(await this.getRows(...values));
  }

  /** The driver's raw rows, for a caller that may not need them as entities. */
  getRows(...values: StatementValue[]): Promise<Rows> {
    return this.prepareRun().run(this.bind(values));
  }

  /**
   * The driver's raw rows as arrays of their values, for a caller that makes entities of them
   * only now and then (AnswerByRows, with `entitiesOfValues`): better-sqlite3 makes no object of a
   * row, whose column names it would turn into strings again for every row (issue 19).
   */
  async getValues(...values: StatementValue[]): Promise<unknown[][]> {
    const { names, rows } = await this.prepareRun().runValues(this.bind(values));
    if (rows.length > 0) this.names ??= names;
    return rows;
  }

  /**
   * `getValues`' rows as the entities `getMany` gives; or rows of the same columns read by another
   * statement, under the `names` that statement gives them, as the builder names them.
   */
  entitiesOfValues(rows: unknown[][], names = this.names): Entity[] {
    if (rows.length === 0) return [];
    if (!names) throw new Error('entitiesOfValues takes the rows getValues gave');
    return this.entitiesOf(
      rows.map((row) => Object.fromEntries(names.map((name, index) => [name, row[index]]))),
    );
  }

  private prepareRun(): Prepared {
    return (this.prepared ??= this.prepare());
  }

  private bind(values: StatementValue[]): StatementValue[] {
    const { parameters } = this.prepareRun();
    if (!values.every(isStatementValue)) {
      throw new TypeError('A prepared select takes numbers, strings and null only');
    }
    return parameters.map((parameter) =>
      parameter instanceof Slot ? values[parameter.index] : parameter,
    ) as StatementValue[];
  }

  /** `getRows`' rows as the entities `getMany` gives. */
  entitiesOf(rows: Rows): Entity[] {
    const { alias, transformer } = (this.prepared ??= this.prepare());
    if (rows.length === 0) return [];
    return transformer.transform(rows, alias) as Entity[];
  }

  private prepare(): Prepared {
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
    if (alias.metadata.afterLoadListeners.length > 0 || builder.connection.subscribers.length > 0) {
      throw new Error('A prepared select runs no load listeners or subscribers');
    }
    const [sql, parameters] = builder.getQueryAndParameters();
    for (const parameter of parameters) {
      if (!(parameter instanceof Slot) && !isStatementValue(parameter)) {
        throw new TypeError('A prepared select takes numbers, strings and null only');
      }
    }
    // One transformer for every run: it keeps, per alias, the columns to read and their aliases
    // in the rows (a new one worked them out again for each call). It holds nothing of a run's
    // rows: relation ids and counts, its only per-query inputs, are refused above.
    const transformer = new RawSqlResultsToEntityTransformer(
      map,
      builder.connection.driver,
      [],
      [],
    );
    return {
      alias,
      run: driverStatement(builder.connection, sql),
      runValues: driverNamedValuesStatement(builder.connection, sql),
      parameters,
      transformer,
    };
  }
}

function isStatementValue(value: unknown): value is StatementValue {
  return value === null || typeof value === 'number' || typeof value === 'string';
}
