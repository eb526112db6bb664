import type { DataSource, EntityMetadata } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { driverValuesStatement } from '../database/driver-statement';
import type { User } from '../users/user.entity';
import { Session } from './session.entity';

/** What a request needs of its session row, with the account it belongs to. */
export interface SessionWithAccount {
  data: string;
  rememberMe: boolean;
  lastSeenAt: Date;
  expiresAt: Date;
  /** The row's user, or null when the session has none (or it no longer exists). */
  user: User | null;
}

const SESSION_FIELDS = ['data', 'rememberMe', 'lastSeenAt', 'expiresAt'] as const;

interface Lookup {
  /** Rows of the session's columns (SESSION_FIELDS), then the user's, in that order. */
  run: (values: [string]) => Promise<unknown[][]>;
  session: ColumnMetadata[];
  user: { metadata: EntityMetadata; columns: ColumnMetadata[]; idIndex: number };
}

/**
 * The session and its user in one query, on every signed-in request (issue 19): the SQL is built
 * once from the entities' metadata, so it follows their columns, and run as a statement prepared
 * on the driver (driverStatement). Each value is converted by the driver exactly as TypeORM
 * converts it when it loads an entity (dates, booleans).
 */
export class SessionLookup {
  private lookup: Lookup | null = null;

  constructor(private readonly dataSource: DataSource) {}

  async find(id: string): Promise<SessionWithAccount | null> {
    const lookup = (this.lookup ??= this.build());
    const row = (await lookup.run([id]))[0];
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
    const sql =
      `SELECT ${select.join(', ')} FROM ${escape(session.tableName)} s` +
      ` LEFT JOIN ${escape(user.tableName)} u` +
      ` ON u.${escape(column(user, 'id').databaseName)} = s.${escape(column(session, 'userId').databaseName)}` +
      ` WHERE s.${escape(column(session, 'id').databaseName)} = ?`;
    return {
      run: driverValuesStatement(this.dataSource, sql),
      session: sessionColumns,
      user: {
        metadata: user,
        columns: user.columns,
        idIndex: sessionColumns.length + user.columns.indexOf(column(user, 'id')),
      },
    };
  }
}
