// The Workers runtime's additions to the DOM types the Worker uses: the zone's default cache, and
// the Durable Objects the mail desk needs (what workerd provides, as far as the Worker uses it).
interface CacheStorage {
  readonly default: Cache;
}

type SqlStorageValue = ArrayBuffer | string | number | null;

interface SqlStorageCursor<T> extends Iterable<T> {
  toArray(): T[];
  one(): T;
}

interface SqlStorage {
  exec<T = Record<string, SqlStorageValue>>(
    query: string,
    ...bindings: SqlStorageValue[]
  ): SqlStorageCursor<T>;
}

interface DurableObjectStorage {
  readonly sql: SqlStorage;
  getAlarm(): Promise<number | null>;
  setAlarm(scheduledTime: number | Date): Promise<void>;
  deleteAlarm(): Promise<void>;
  transactionSync<T>(closure: () => T): T;
}

interface DurableObjectState {
  readonly storage: DurableObjectStorage;
  blockConcurrencyWhile<T>(callback: () => Promise<T>): Promise<T>;
}

interface DurableObjectId {
  toString(): string;
}

/** An object's methods as another Worker calls them (RPC): every answer a promise. */
type DurableObjectStub<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : never;
};

interface DurableObjectNamespace<T> {
  idFromName(name: string): DurableObjectId;
  get(id: DurableObjectId): DurableObjectStub<T>;
}

declare module "cloudflare:workers" {
  export abstract class DurableObject<Env = unknown> {
    protected readonly ctx: DurableObjectState;
    protected readonly env: Env;
    constructor(ctx: DurableObjectState, env: Env);
  }
}
