/**
 * What travels with a request through its hooks, handler and database calls, in one async context:
 * who is acting (the audit trail, audit/context.ts) and the request's snapshot for cached reads
 * (cache/cachedRead.ts). One AsyncLocalStorage, not one per concern: Node 20 pays a hook for
 * every promise for each storage that holds a value, and a request creates a dozen promises.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type RequestContext = {
  /** `''` the system, `'<userId>'` a signed-in user, `'-'` not recorded (audit/context.ts). */
  actor: string;
  /** PostgreSQL: the request's snapshot for cached reads (cachedRead.ts); outside a request, none. */
  reads?: SnapshotCache;
  /** Set inside a cached read's computation, whose statements only read (dataVersion.ts). */
  reading?: true;
  /** Signs the image links this request's answers hand out (imageLinks.ts). */
  links?: ImageLinks;
};

/** An image's kind: its column's name in the schema (uploads/imageLinks.ts). */
export type ImageKind = string;

/**
 * A request's image-link signer (made by imageLinks.ts, which reads it back from here). Its shape is
 * declared here with the rest of what travels with a request, so this module imports nothing.
 */
export type ImageLinks = {
  /** The signed URL of this version of the image. */
  link(kind: ImageKind, id: number, version: string): string;
  /** Names the key and the current expiry: equal while every link signed now is the same. */
  memoKey(): string;
  /** The version a link for this image vouches for, or null when it is forged or expired. */
  verify(kind: ImageKind, id: number, query: Record<string, unknown>): string | null;
};

/** PostgreSQL only: the snapshot being read for this request, then its text once known. */
export type SnapshotCache = { snapshot?: Promise<string>; known?: string };

export const requestContext = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` (and everything it starts) in `context`. */
export const inContext = <T>(context: RequestContext, fn: () => T): T =>
  requestContext.run(context, fn);
