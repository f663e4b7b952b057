/**
 * Signed image links: an `<img>` sends no bearer token, so a record's image (a person's photo, a
 * company's logo) is handed out as its route plus `v` (the stored image's version), `exp` (Unix seconds) and `sig`,
 * an HMAC-SHA256 over kind, id, version and expiry under a key derived from the JWT secret. The
 * route still takes a bearer token as before; without one, a link is admitted only for exactly that
 * image version until its expiry, so a changed or removed image ends its old links and a link
 * cannot be stretched to another image. Every refusal of a link is the same 403, whatever was wrong.
 *
 * Expiries are rounded up to the next whole hour past the lifetime (24 h): every read in one hour
 * gives the same URL (a browser's cache and a remembered page stay valid) and a link handed out is
 * good for 24 to 25 hours, longer than the session (24 h) that showed it. Cached reads
 * (cache/cachedRead.ts) include `imageLinkMemoKey()` in their key, so they never outlive the hour
 * whose links they hold.
 *
 * An image's kind is its column's name in the schema (`logo`: a base64 property with `logoType` and
 * `logoVersion` beside it), served at the record's path plus that name; the schemas say which
 * resources have one, nothing here names them.
 *
 * @example
 *   const links = createImageLinks(secret);
 *   links.link('logo', 4, 'a1b2…'); // '/api/v1/project/4/logo?v=a1b2…&exp=1764201600&sig=…'
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { registry } from '../../generated/registry.ts';
import type { ResourceSchema } from '../../shared/dialect.ts';
import { forbidden, HttpError } from '../http/errors.ts';
import { requestContext, type ImageKind, type ImageLinks } from '../http/requestContext.ts';
import { sendImage } from './uploads.ts';

export type { ImageKind, ImageLinks } from '../http/requestContext.ts';

/** The image column of a schema: a base64 property with `<c>Type` and `<c>Version` beside it. */
export function imageColumnOf(schema: ResourceSchema): string | undefined {
  const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  return Object.keys(props).find(
    (n) => props[n].contentEncoding === 'base64' && props[`${n}Type`] && props[`${n}Version`],
  );
}

type ImageRoute = { path: (id: number) => string; param: string };
let routes: Map<ImageKind, ImageRoute> | undefined;

/**
 * Where each kind of image is served, and the path parameter naming its owner: for every schema
 * with an image column, its record's path (the x-api operation at `…/{<x-id>}`) plus the column.
 */
function imageRoutes(): Map<ImageKind, ImageRoute> {
  if (routes) return routes;
  routes = new Map();
  for (const schema of Object.values(registry as Record<string, ResourceSchema>)) {
    const column = imageColumnOf(schema);
    const param = schema['x-id'];
    const record = Object.values(schema['x-api'] ?? {}).find((op) =>
      op?.path.endsWith(`/{${param}}`),
    )?.path;
    if (!column || !record) continue;
    if (routes.has(column)) throw new Error(`two resources serve an image named ${column}`);
    const [before, after] = record.split(`{${param}}`);
    routes.set(column, { path: (id) => `/api/v1${before}${id}${after}/${column}`, param });
  }
  return routes;
}

const routeOf = (kind: ImageKind): ImageRoute => {
  const route = imageRoutes().get(kind);
  if (!route) throw new Error(`no resource serves an image named ${kind}`);
  return route;
};

/** The kind of `schema`'s image (its column's name), when it has one its record's path serves. */
export const imageKindOf = (schema: ResourceSchema): ImageKind | undefined => {
  const column = imageColumnOf(schema);
  return column && imageRoutes().has(column) ? column : undefined;
};

export const IMAGE_LINK_LIFETIME_SECONDS = 24 * 60 * 60;
const STEP_SECONDS = 60 * 60;
/** Separates this key from the token key it is derived from (and from any later use of it). */
const KEY_LABEL = 'charter image links v1';

export type ImageLinkOptions = {
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
  lifetimeSeconds?: number;
};

/** The stored image's version: a change of bytes changes it (the first 80 bits of its SHA-256). */
export const imageVersion = (bytes: Buffer) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 20);

const VERSION = /^[0-9a-f]{1,64}$/;
const EXPIRY = /^[0-9]{1,12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

export function createImageLinks(secret: string, options: ImageLinkOptions = {}): ImageLinks {
  const key = createHmac('sha256', secret).update(KEY_LABEL).digest();
  // Names the key in memo keys without revealing anything of it.
  const keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
  const now = options.now ?? Date.now;
  const lifetime = options.lifetimeSeconds ?? IMAGE_LINK_LIFETIME_SECONDS;
  const step = Math.min(STEP_SECONDS, lifetime);
  const expiry = () => Math.ceil((Math.floor(now() / 1000) + lifetime) / step) * step;
  const sign = (kind: ImageKind, id: number, version: string, exp: number) =>
    createHmac('sha256', key).update(`${kind}\n${id}\n${version}\n${exp}`).digest('base64url');

  return {
    link(kind, id, version) {
      const exp = expiry();
      const sig = sign(kind, id, version, exp);
      return `${routeOf(kind).path(id)}?v=${version}&exp=${exp}&sig=${sig}`;
    },
    memoKey: () => `${keyId}:${expiry()}`,
    verify(kind, id, query) {
      const { v, exp, sig } = query;
      if (!Number.isSafeInteger(id) || id < 1) return null;
      if (typeof v !== 'string' || typeof exp !== 'string' || typeof sig !== 'string') return null;
      if (!VERSION.test(v) || !EXPIRY.test(exp) || !SIGNATURE.test(sig)) return null;
      // Compared as text, in constant time: decoding first would accept the other spellings of
      // the last character that decode to the same bytes.
      const expected = Buffer.from(sign(kind, id, v, Number(exp)));
      if (!timingSafeEqual(expected, Buffer.from(sig))) return null;
      return Number(exp) * 1000 > now() ? v : null;
    },
  };
}

/**
 * The link of an image with this stored version, signed with the request's key; null when there is
 * no image. Outside a request (no key at hand) it is the bearer-only route, as before.
 */
export function imageLink(
  kind: ImageKind,
  id: number,
  version: string | null | undefined,
): string | null {
  if (!version) return null;
  const links = requestContext.getStore()?.links;
  return links ? links.link(kind, id, version) : routeOf(kind).path(id);
}

/** What a remembered page holding image links must add to its key (see the module comment). */
export const imageLinkMemoKey = (): string =>
  requestContext.getStore()?.links?.memoKey() ?? 'unsigned';

/** The image routes' query: a signed link's parts (checked before validation, by the admission). */
export const imageLinkQuery = {
  type: 'object',
  properties: {
    v: { type: 'string', maxLength: 64, description: "The image's version (signed link)." },
    exp: { type: 'string', maxLength: 12, description: 'Expiry, Unix seconds (signed link).' },
    sig: { type: 'string', maxLength: 43, description: 'Signature (signed link).' },
  },
} as const;

/** Requests admitted by a valid link, with the version it vouches for. */
const linked = new WeakMap<FastifyRequest, string>();

const refused = () => forbidden('upload.image_link_invalid');

/**
 * The image route's admission: a request with a token, or without a link, goes through `byToken`
 * as every route does; one carrying only a link is admitted when its signature and expiry hold
 * (the version is checked against the stored image by `sendLinkedImage`).
 */
export function admitTokenOrLink(
  links: ImageLinks,
  kind: ImageKind,
  byToken: onRequestHookHandler,
): onRequestHookHandler {
  return function admitImage(request, reply, done) {
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (request.headers.authorization !== undefined || query.sig === undefined)
      return byToken.call(this, request, reply, done);
    const id = Number((request.params as Record<string, string>)[routeOf(kind).param]);
    const version = links.verify(kind, id, query);
    if (version === null) return done(refused());
    linked.set(request, version);
    done();
  };
}

export type StoredImage = { type: string; bytes: Buffer; version: string | null };

/**
 * Sends the image `load` finds. Through a link, only the version the link names: a removed or
 * changed image (or its owner deleted) is refused exactly like a forged link.
 */
export async function sendLinkedImage(
  request: FastifyRequest,
  reply: FastifyReply,
  load: () => Promise<StoredImage>,
) {
  const version = linked.get(request);
  if (version === undefined) return sendImage(reply, await load());
  const image = await load().catch((err: unknown) => {
    if (err instanceof HttpError && err.statusCode === 404) return undefined;
    throw err;
  });
  if (!image || image.version !== version) throw refused();
  return sendImage(reply, image);
}
