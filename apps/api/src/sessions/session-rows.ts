import { RouteConfig } from '@nestjs/platform-fastify';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  In,
  IsNull,
  type DataSource,
  type EntityTarget,
  type FindOptionsOrder,
  type FindOptionsSelect,
  type FindOptionsWhere,
  type ObjectLiteral,
} from 'typeorm';
import { DriverUtils } from 'typeorm/driver/DriverUtils';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { StatementValue } from '../database/driver-statement';

/** A condition on one column: null (IS NULL), or the values it may take (IN). */
export type RowCondition = null | readonly [StatementValue, ...StatementValue[]];

type Property<Entity> = keyof Entity & string;

/** Which rows of a table belong to a signed-in user, as a route reads them on every visit. */
export interface SessionRowsQuery<Entity extends ObjectLiteral> {
  entity: EntityTarget<Entity>;
  /** The table's alias, as a query builder's: its columns are read as `alias_column`. */
  alias: string;
  select: FindOptionsSelect<Entity>;
  /** The property holding the id of the user the rows belong to. */
  owner: Property<Entity>;
  where: Partial<Record<Property<Entity>, RowCondition>>;
  /**
   * The rows' order, by these properties in the order given: each a selected column holding a
   * number or a time, which are compared alike in SQL and here (SessionRowsSql.compare).
   */
  order: Partial<Record<Property<Entity>, 'ASC' | 'DESC'>>;
}

/** A SessionRows' SQL, for a statement that reads the session and its user. */
export interface SessionRowsSql {
  /** The columns, `alias`.`column` AS `alias_column`, in the order of the entity's columns. */
  select: string[];
  /** Their names in a row, in the same order, as TypeORM's query builder names them. */
  names: string[];
  /** Where in `names` a column that is never null in a row that exists is (the primary key). */
  keyIndex: number;
  /** The rows' table, LEFT JOINed on its owner being the user, with the query's conditions. */
  join: string;
  /** The join's values, in the order of its placeholders. */
  values: StatementValue[];
  /**
   * The query's order, for rows as their values. The statement sorts nothing: MariaDB sorts a
   * join's rows by a joined table's column in a temporary table, on disk for the text columns,
   * and that took as long as a second statement (issue 19).
   */
  compare: (a: unknown[], b: unknown[]) => number;
}

/**
 * Rows of the signed-in user that a route reads on every visit, read in the same statement as the
 * session and its account (issue 19): a client's agreements list was the only signed-in read that
 * went to the database twice, once for the session and once for its rows, and on MariaDB that
 * second round trip was most of what it cost beyond `GET /api/user`. Nothing is kept: the rows are
 * read with the session on each request, so they are as current as the session itself.
 *
 * A route asks for them with `@ReadWithSession(rows)` and takes them with
 * `@RowsReadWithSession(rows)`, which gives undefined when they were not read (no account on the
 * session, or the store was asked without them): the route then reads them alone, with
 * `findOptions`, which describe the same rows, in the same order, with the same columns.
 */
export class SessionRows<Entity extends ObjectLiteral> {
  constructor(readonly query: SessionRowsQuery<Entity>) {}

  /** The same rows as find options for a query builder of `alias`; `owner` is the user's id. */
  findOptions(owner: unknown): {
    select: FindOptionsSelect<Entity>;
    where: FindOptionsWhere<Entity>;
    order: FindOptionsOrder<Entity>;
  } {
    const { select, where, order } = this.query;
    const conditions = (Object.entries(where) as [string, RowCondition][]).map(
      ([property, condition]) => [property, condition === null ? IsNull() : In([...condition])],
    );
    return {
      select,
      where: {
        [this.query.owner]: owner,
        ...Object.fromEntries(conditions),
      } as FindOptionsWhere<Entity>,
      order: order as FindOptionsOrder<Entity>,
    };
  }

  /** The names of the rows' columns, as `sql` reads them: the order of their values in a row. */
  names(dataSource: DataSource): string[] {
    return this.columns(dataSource).map((column) =>
      DriverUtils.buildAlias(dataSource.driver, undefined, this.query.alias, column.databaseName),
    );
  }

  /** The SQL that joins the rows to a statement whose user's id is the expression `userId`. */
  sql(dataSource: DataSource, userId: string): SessionRowsSql {
    const { driver } = dataSource;
    const escape = (name: string) => driver.escape(name);
    const metadata = dataSource.getMetadata(this.query.entity);
    const { alias } = this.query;
    const column = (property: string): string => {
      const found = metadata.findColumnWithPropertyName(property);
      if (!found) throw new Error(`${metadata.name} has no column ${property}`);
      return `${escape(alias)}.${escape(found.databaseName)}`;
    };
    const columns = this.columns(dataSource);
    const names = this.names(dataSource);
    const conditions: string[] = [`${column(this.query.owner)} = ${userId}`];
    const values: StatementValue[] = [];
    for (const [property, condition] of Object.entries(this.query.where) as [
      string,
      RowCondition,
    ][]) {
      if (condition === null) {
        conditions.push(`${column(property)} IS NULL`);
      } else {
        conditions.push(`${column(property)} IN (${condition.map(() => '?').join(', ')})`);
        values.push(...condition);
      }
    }
    return {
      select: columns.map(
        (c, index) => `${escape(alias)}.${escape(c.databaseName)} AS ${escape(names[index])}`,
      ),
      names,
      keyIndex: columns.findIndex((candidate) => candidate.isPrimary),
      join:
        `LEFT JOIN ${escape(metadata.tableName)} ${escape(alias)}` +
        ` ON ${conditions.join(' AND ')}`,
      values,
      compare: this.comparison(columns),
    };
  }

  private comparison(columns: ColumnMetadata[]): SessionRowsSql['compare'] {
    const keys = Object.entries(this.query.order).map(([property, direction]) => {
      const index = columns.findIndex((column) => column.propertyPath === property);
      const column = columns[index];
      if (!column || !ORDERED_TYPES.has(column.type)) {
        throw new Error(`SessionRows orders by selected numbers and times only, not ${property}`);
      }
      return { index, sign: direction === 'DESC' ? -1 : 1 };
    });
    return (a, b) => {
      for (const { index, sign } of keys) {
        const order = compareValues(a[index], b[index]);
        if (order !== 0) return sign * order;
      }
      return 0;
    };
  }

  /**
   * The columns a query builder reads for `select`, in its order: those selected in the entity's
   * order, then its key when not selected.
   */
  private columns(dataSource: DataSource): ColumnMetadata[] {
    const metadata = dataSource.getMetadata(this.query.entity);
    const selected = metadata.columns.filter((column) => isSelected(this.query.select, column));
    const key = metadata.primaryColumns.filter((column) => !selected.includes(column));
    return [...selected, ...key];
  }
}

/** The column types whose values every driver gives as numbers or times (dates, or ISO text). */
const ORDERED_TYPES = new Set<unknown>([
  Number,
  Date,
  'int',
  'integer',
  'bigint',
  'smallint',
  'datetime',
  'timestamp',
  'date',
]);

/** As SQL orders numbers and times, a null first; a time as a Date, or as SQLite's ISO text. */
function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a == null) return -1;
  if (b == null) return 1;
  const left = a instanceof Date ? a.getTime() : a;
  const right = b instanceof Date ? b.getTime() : b;
  return (left as number | string) < (right as number | string) ? -1 : left === right ? 0 : 1;
}

/** Whether a find options `select` names the column (an embedded one by its path). */
function isSelected(select: FindOptionsSelect<ObjectLiteral>, column: ColumnMetadata): boolean {
  let level: unknown = select;
  for (const part of column.propertyPath.split('.')) {
    if (level === true) return true;
    if (typeof level !== 'object' || level === null) return false;
    level = (level as Record<string, unknown>)[part];
  }
  return level === true;
}

/** Reads `rows` of the signed-in user in the statement that reads the route's session. */
export const ReadWithSession = (rows: SessionRows<ObjectLiteral>) =>
  RouteConfig({ sessionRows: rows });

/**
 * The rows `@ReadWithSession` read for this request's signed-in user, as arrays of their values
 * (in the order of `sql().names`), or undefined when they were not read with the session.
 */
export const RowsReadWithSession = createParamDecorator(
  (rows: SessionRows<ObjectLiteral>, context: ExecutionContext): unknown[][] | undefined => {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const account = request.session?.account;
    // Only with the account the request is signed in as: the rows are that account's.
    return account && account.user === request.user ? account.rowsOf(rows) : undefined;
  },
);
