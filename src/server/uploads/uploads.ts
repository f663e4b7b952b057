/**
 * Image checks for uploaded logos and photos (security bar, principle 7): the type is decided by the
 * bytes, never by the file name or the declared content type, and the decoded size is capped so a
 * tiny file cannot claim a gigapixel canvas. SVG and everything else are refused.
 *
 * @example
 *   const image = inspectImage(buffer); // { type: 'image/png', width: 2, height: 2 } | null
 */
import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, forbidden, httpError, unknownKeys } from '../http/errors.ts';
import { serverMessage, type PlainMessageCode } from '../../shared/serverMessages.ts';

export type ImageType = 'image/jpeg' | 'image/png';
export type ImageInfo = { type: ImageType; width: number; height: number };

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Decoded size cap: wide enough for any logo or photo, small enough to keep thumbnails cheap. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_TYPE_MESSAGE = serverMessage('upload.image_type');

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngInfo(buf: Buffer): ImageInfo | null {
  // The first chunk of a PNG is always IHDR: length 13, then width and height.
  if (buf.length < 24 || buf.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { type: 'image/png', width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

/** Walks the JPEG markers up to the first start-of-frame, which holds the dimensions. */
function jpegInfo(buf: Buffer): ImageInfo | null {
  let i = 2;
  while (i + 4 <= buf.length) {
    if (buf[i] !== 0xff) return null;
    const marker = buf[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2; // markers without a length
      continue;
    }
    const length = buf.readUInt16BE(i + 2);
    if (length < 2) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      if (i + 9 > buf.length) return null;
      return {
        type: 'image/jpeg',
        height: buf.readUInt16BE(i + 5),
        width: buf.readUInt16BE(i + 7),
      };
    }
    if (marker === 0xda || marker === 0xd9) return null; // scan data before any frame header
    i += 2 + length;
  }
  return null;
}

/** The image's real type and size, or null when the bytes are not a JPEG or PNG. */
export function inspectImage(buf: Buffer): ImageInfo | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(PNG_SIGNATURE)) return pngInfo(buf);
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff)
    return jpegInfo(buf);
  return null;
}

/** The accepted image type, or a 400 with the spec's words. Size is enforced while streaming. */
export function requireImage(buf: Buffer): ImageType {
  const info = inspectImage(buf);
  if (!info || info.width < 1 || info.height < 1) throw badRequest('upload.image_type');
  if (info.width * info.height > MAX_IMAGE_PIXELS) throw badRequest('upload.image_dimensions');
  return info.type;
}

/**
 * Registers `routes` in a child context with the multipart parser. The plugin adds two hooks to
 * every route of its context (a close listener per request, a clean-up on response): scoped here,
 * only the routes that read a form pay for them, not the lists beside them (~4 promises a request).
 * Over-size files are read to the end (busboy discards the excess) and refused afterwards: an error
 * thrown mid-stream gets the parser stuck.
 */
export async function withMultipart(
  app: FastifyInstance,
  limits: NonNullable<FastifyMultipartOptions['limits']>,
  routes: (forms: FastifyInstance) => void,
) {
  await app.register(async (forms) => {
    await forms.register(multipart, { throwFileSizeLimit: false, limits });
    routes(forms);
  });
}

/** The limits of a form with one image: a JSON part of at most 64 KiB and one file of 5 MiB. */
export const FORM_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  parts: 10,
  fields: 5,
  fieldSize: 64 * 1024,
};

/** The limits of a form with the image alone: a few short fields at most, one file of 5 MiB. */
export const IMAGE_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  parts: 5,
  fields: 2,
  fieldSize: 1024,
};

export type MultipartRead = {
  /** The resource whose `<resource>.data_not_json`, `.data_too_large`, `.upload_forbidden` apply. */
  resource: string;
  /** The field holding the record as JSON text; without it the form is the file alone. */
  part?: string;
  file: string;
  /** The privilege a file needs on top of the route's own. */
  filePrivilege?: string;
  /** The 400's words when a file-only form has no file (default `upload.no_image`). */
  missing?: PlainMessageCode;
};

/**
 * Reads a multipart form (x-form.multipart): the record's JSON part and at most one image, or the
 * image alone (`part` absent: no file is 400 `missing`). A JSON body with the same fields is
 * accepted in place of a form. A part (or a JSON key) the form does not have is a 400 naming it.
 * Sizes are enforced while streaming and answered 413 once the form is read to its end (the
 * request must be read through to be answered); so is a file sent without `filePrivilege` (403).
 */
export async function readMultipart(
  request: FastifyRequest,
  o: MultipartRead,
): Promise<{ data: unknown; file?: Buffer }> {
  const code = (name: string) => `${o.resource}.${name}` as never;
  const parse = (text: string) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw badRequest(code('data_not_json'));
    }
  };
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const named = o.part !== undefined && Object.hasOwn(body, o.part);
    // A JSON body stands for the form: its record part, or the record itself (checked by the
    // record's own body schema); any other key is refused, as on every JSON route.
    const extra = Object.keys(body).filter((k) => named && k !== o.part);
    if (!o.part) extra.push(...Object.keys(body));
    if (extra.length) throw unknownKeys(extra);
    if (!o.part) throw badRequest(o.missing ?? 'upload.no_image');
    const data = named ? body[o.part] : body;
    return { data: typeof data === 'string' ? parse(data) : data };
  }
  const form: { data: unknown; file?: Buffer } = { data: {} };
  let denied = false;
  let tooLarge = false;
  const unknown = new Set<string>();
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== o.file) unknown.add(part.fieldname);
      // An empty file input of a form, or an unknown part: not the image.
      if (part.fieldname !== o.file || (o.part && !part.filename)) {
        part.file.resume();
        continue;
      }
      if (o.filePrivilege && !request.principal.privileges.includes(o.filePrivilege)) {
        denied = true;
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) tooLarge = true;
      else if (bytes.length && !form.file) form.file = bytes;
    } else if (o.part && part.fieldname === o.part) {
      if (part.valueTruncated) throw httpError(413, code('data_too_large'));
      form.data = String(part.value);
    } else if (part.fieldname !== o.file) {
      // (A file input left empty may arrive as a text part of its name: no file, no error.)
      unknown.add(part.fieldname);
    }
  }
  if (tooLarge) throw httpError(413, 'upload.file_too_large');
  if (denied) throw forbidden(code('upload_forbidden'));
  if (!o.part && !form.file) throw badRequest(o.missing ?? 'upload.no_image');
  // Answered once the form is read through, like the others: mid-stream the parser gets stuck.
  if (unknown.size) throw unknownKeys([...unknown]);
  if (typeof form.data === 'string') form.data = parse(form.data);
  return form;
}

/**
 * A stored image (a photo, a logo) as the whole answer: the type its bytes were checked to be,
 * never sniffed into anything else, shown inline, and kept by this user's browser only, which asks
 * again each time (instead of the API's no-store).
 */
export const sendImage = (reply: FastifyReply, image: { type: string; bytes: Buffer }) =>
  reply
    .code(200)
    .header('content-type', image.type)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('cache-control', 'private, no-cache')
    .send(image.bytes);
