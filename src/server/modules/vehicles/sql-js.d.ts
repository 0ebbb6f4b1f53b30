/** The part of sql.js (SQLite compiled to WebAssembly) the vehicle data uses; no @types package. */
declare module 'sql.js' {
  export type SqlValue = number | string | Uint8Array | null;
  export interface Statement {
    bind(values: SqlValue[]): boolean;
    step(): boolean;
    get(): SqlValue[];
    getColumnNames(): string[];
    free(): boolean;
  }
  export interface Database {
    prepare(sql: string): Statement;
    exec(sql: string): { columns: string[]; values: SqlValue[][] }[];
    run(sql: string): Database;
    close(): void;
  }
  export interface SqlJsStatic {
    Database: new (data?: Uint8Array) => Database;
  }
  export default function initSqlJs(config?: object): Promise<SqlJsStatic>;
}
