// The few parts of better-sqlite3 the test setup uses (to print the SQLite version); TypeORM drives it otherwise.
declare module 'better-sqlite3' {
  interface Statement {
    get(): unknown;
  }
  class Database {
    constructor(filename: string);
    prepare(sql: string): Statement;
    close(): void;
  }
  export default Database;
}
