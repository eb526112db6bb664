import type { DataSource, EntityMetadata, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { driverValuesStatement, type StatementValue } from '../database/driver-statement';
import type { User } from '../users/user.entity';
import { Session } from './session.entity';
import type { SessionRows } from './session-rows';

/** What a request needs of its session row, with the account it belongs to. */
export interface SessionWithAccount {
  data: string;
  rememberMe: boolean;
  lastSeenAt: Date;
  expiresAt: Date;
  /** The row's user, or null when the session has none (or it no longer exists). */
  user: User | null;
  /** The rows asked for with the session (SessionRows), as their values; none without a user. */
  rows?: unknown[][];
}

const SESSION_FIELDS = ['data', 'rememberMe', 'lastSeenAt', 'expiresAt'] as const;

type Run = (values: StatementValue[]) => Promise<unknown[][]>;

interface Lookup {
  /** Rows of the session's columns (SESSION_FIELDS), then the user's, in that order. */
  run: Run;
  session: ColumnMetadata[];
  user: { metadata: EntityMetadata; columns: ColumnMetadata[]; idIndex: number };
  /** The SQL's parts, for the statements that read rows with the session (SessionRows). */
  sql: { select: string[]; from: string; where: string; userId: string };
}

/** A lookup that also reads a SessionRows' columns, after the session's and the user's. */
interface LookupWithRows {
  run: Run;
  /** The join's values, then the session's id. */
  values: StatementValue[];
  /** Where a row's key is: a row of the session with no such rows has null there. */
  keyIndex: number;
  compare: (a: unknown[], b: unknown[]) => number;
}

/**
 * The session and its user in one query, on every signed-in request (issue 19): the SQL is built
 * once from the entities' metadata, so it follows their columns, and run as a statement prepared
 * on the driver (driverStatement). Each value is converted by the driver exactly as TypeORM
 * converts it when it loads an entity (dates, booleans). A route that reads rows of the user on
 * every visit has them read in the same statement (SessionRows), which is then prepared apart.
 */
export class SessionLookup {
  private lookup: Lookup | null = null;
  private readonly withRows = new Map<SessionRows<ObjectLiteral>, LookupWithRows>();

  constructor(private readonly dataSource: DataSource) {}

  /**
   * The session, its user and, when asked, `rows` of that user: all in one statement, the rows
   * joined to the session's row (a session with none of them gives one row, with nulls there).
   */
  async find(id: string, rows?: SessionRows<ObjectLiteral>): Promise<SessionWithAccount | null> {
    const lookup = (this.lookup ??= this.build());
    if (!rows) return this.session(lookup, await lookup.run([id]));
    const read = this.withRows.get(rows) ?? this.buildWithRows(lookup, rows);
    const result = await read.run([...read.values, id]);
    const found = this.session(lookup, result);
    if (!found?.user) return found;
    const first = lookup.session.length + lookup.user.columns.length;
    found.rows = result
      .filter((row) => row[first + read.keyIndex] != null)
      .map((row) => row.slice(first))
      .sort(read.compare);
    return found;
  }

  private session(lookup: Lookup, result: unknown[][]): SessionWithAccount | null {
    const row = result[0];
    if (!row) return null;
    const [data, rememberMe, lastSeenAt, expiresAt] = lookup.session.map((column, index) =>
      this.hydrate(row[index], column),
    );
    return {
      data: data as string,
      rememberMe: rememberMe as boolean,
      lastSeenAt: lastSeenAt as Date,
      expiresAt: expiresAt as Date,
      user: row[lookup.user.idIndex] == null ? null : this.user(lookup, row),
    };
  }

  private user(lookup: Lookup, row: unknown[]): User {
    const user = lookup.user.metadata.create() as User;
    const first = lookup.session.length;
    lookup.user.columns.forEach((column, index) => {
      (user as unknown as Record<string, unknown>)[column.propertyName] = this.hydrate(
        row[first + index],
        column,
      );
    });
    return user;
  }

  private hydrate(value: unknown, column: ColumnMetadata): unknown {
    return value == null ? null : this.dataSource.driver.prepareHydratedValue(value, column);
  }

  private build(): Lookup {
    const escape = (name: string) => this.dataSource.driver.escape(name);
    const session = this.dataSource.getMetadata(Session);
    // The account's table through the session's own relation: the users module owns that entity.
    const user = session.findRelationWithPropertyPath('user')?.inverseEntityMetadata;
    if (!user) throw new Error(`${session.name} has no relation user`);
    const column = (metadata: EntityMetadata, property: string) => {
      const found = metadata.findColumnWithPropertyName(property);
      if (!found) throw new Error(`${metadata.name} has no column ${property}`);
      return found;
    };
    const sessionColumns = SESSION_FIELDS.map((field) => column(session, field));
    // Each column under a name of its own (the two tables share `id`), as driverValuesStatement asks.
    const select = [
      ...sessionColumns.map(
        (c) => `s.${escape(c.databaseName)} AS ${escape(`s_${c.databaseName}`)}`,
      ),
      ...user.columns.map((c) => `u.${escape(c.databaseName)} AS ${escape(`u_${c.databaseName}`)}`),
    ];
    const userId = `u.${escape(column(user, 'id').databaseName)}`;
    const from =
      `FROM ${escape(session.tableName)} s` +
      ` LEFT JOIN ${escape(user.tableName)} u` +
      ` ON ${userId} = s.${escape(column(session, 'userId').databaseName)}`;
    const where = `WHERE s.${escape(column(session, 'id').databaseName)} = ?`;
    return {
      run: driverValuesStatement(this.dataSource, `SELECT ${select.join(', ')} ${from} ${where}`),
      sql: { select, from, where, userId },
      session: sessionColumns,
      user: {
        metadata: user,
        columns: user.columns,
        idIndex: sessionColumns.length + user.columns.indexOf(column(user, 'id')),
      },
    };
  }

  private buildWithRows(lookup: Lookup, rows: SessionRows<ObjectLiteral>): LookupWithRows {
    const { select, from, where, userId } = lookup.sql;
    const joined = rows.sql(this.dataSource, userId);
    const sql = `SELECT ${[...select, ...joined.select].join(', ')} ${from} ${joined.join} ${where}`;
    const read = {
      run: driverValuesStatement(this.dataSource, sql),
      values: joined.values,
      keyIndex: joined.keyIndex,
      compare: joined.compare,
    };
    this.withRows.set(rows, read);
    return read;
  }
}
