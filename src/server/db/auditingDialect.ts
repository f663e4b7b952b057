/**
 * A Kysely dialect wrapper that sees every statement before and after it runs. It tells PostgreSQL
 * who is writing, and it tells the cache of read values (dataVersion.ts) that data may have
 * changed: every statement that is not a cached read's, every commit and rollback. That rule reads
 * no SQL text, so no kind of write can slip past it.
 *
 * Who is writing: before a write statement runs on
 * a connection, `charter.actor` is set on that connection to the current actor (context.ts), so the
 * audit triggers (auditSchema.ts) can record it. The setting is only sent when it differs from what the
 * connection already holds, so a request's reads and repeated writes cost nothing extra. Pool
 * connections are exclusive while acquired and the PGlite dialect serialises its one connection,
 * so a setting can never be read by another request's statement.
 */
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { noteStatement } from '../cache/dataVersion.ts';
import { currentActor } from '../audit/context.ts';

const WRITE_NODES = new Set([
  'InsertQueryNode',
  'UpdateQueryNode',
  'DeleteQueryNode',
  'MergeQueryNode',
]);
const RAW_WRITE = /^\s*(insert|update|delete|merge|with)\b/i;

const isWrite = (query: CompiledQuery) => {
  const kind = query.query?.kind;
  return WRITE_NODES.has(kind) || (kind === 'RawNode' && RAW_WRITE.test(query.sql));
};

class AuditedConnection implements DatabaseConnection {
  /** What `charter.actor` holds on this connection; undefined when unknown (after a rollback). */
  actor: string | undefined;

  constructor(readonly inner: DatabaseConnection) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (isWrite(query)) {
      const actor = currentActor();
      if (actor !== this.actor) {
        await this.inner.executeQuery(
          CompiledQuery.raw(`select set_config('charter.actor', $1, false)`, [actor]),
        );
        this.actor = actor;
      }
    }
    noteStatement(query);
    try {
      return await this.inner.executeQuery<R>(query);
    } finally {
      noteStatement(query);
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number) {
    noteStatement(query);
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class AuditingDriver implements Driver {
  readonly #inner: Driver;
  readonly #connections = new WeakMap<DatabaseConnection, AuditedConnection>();

  constructor(inner: Driver) {
    this.#inner = inner;
    // Savepoints exist only when the wrapped driver has them.
    const { savepoint, rollbackToSavepoint, releaseSavepoint } = inner;
    if (savepoint)
      this.savepoint = (c, name, compile) => savepoint.call(inner, this.#unwrap(c), name, compile);
    if (rollbackToSavepoint) {
      this.rollbackToSavepoint = (c, name, compile) => {
        this.#forget(c);
        return rollbackToSavepoint.call(inner, this.#unwrap(c), name, compile);
      };
    }
    if (releaseSavepoint) {
      this.releaseSavepoint = (c, name, compile) =>
        releaseSavepoint.call(inner, this.#unwrap(c), name, compile);
    }
  }

  savepoint?: Driver['savepoint'];
  rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  releaseSavepoint?: Driver['releaseSavepoint'];

  #unwrap = (c: DatabaseConnection) => (c instanceof AuditedConnection ? c.inner : c);
  /** A rolled-back transaction also rolls back set_config, so the cached value is stale. */
  #forget = (c: DatabaseConnection) => {
    if (c instanceof AuditedConnection) c.actor = undefined;
  };

  init() {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await this.#inner.acquireConnection();
    let wrapped = this.#connections.get(inner);
    if (!wrapped) this.#connections.set(inner, (wrapped = new AuditedConnection(inner)));
    return wrapped;
  }

  beginTransaction(c: DatabaseConnection, settings: TransactionSettings) {
    return this.#inner.beginTransaction(this.#unwrap(c), settings);
  }

  async commitTransaction(c: DatabaseConnection) {
    try {
      await this.#inner.commitTransaction(this.#unwrap(c));
    } catch (error) {
      this.#forget(c);
      throw error;
    } finally {
      noteStatement();
    }
  }

  async rollbackTransaction(c: DatabaseConnection) {
    this.#forget(c);
    try {
      await this.#inner.rollbackTransaction(this.#unwrap(c));
    } finally {
      noteStatement();
    }
  }

  releaseConnection(c: DatabaseConnection) {
    return this.#inner.releaseConnection(this.#unwrap(c));
  }

  destroy() {
    return this.#inner.destroy();
  }
}

export function auditingDialect(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new AuditingDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
