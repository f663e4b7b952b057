/**
 * CSV import of the resources whose schema declares x-list.import: one route per resource,
 * `POST /api/v1/import/<resource>` with the file as `text/csv` and `?dryRun=true` to check only.
 * The route needs x-list.import.privilege (else the create privilege) and the caller must also hold
 * the resource's create privilege. Answers: 200 dry run clean, 201 written, 422 with every bad cell
 * `{ row, column, message }` (nothing written), 400 empty file, 413 too large or too many rows, 415
 * a body that is not CSV (JSON included).
 */
import type { FastifyInstance } from 'fastify';
import type { ResourceSchema } from '../../shared/dialect.ts';
import type { Db } from '../db/database.ts';
import { forbidden } from '../http/errors.ts';
import { say } from '../http/messages.ts';
import { DEFAULT_MAX_ROWS, genericImporter } from '../import/generic.ts';
import { runImport, type Importer } from '../import/run.ts';
import { resourceModel } from '../resource/model.ts';
import { hooksOf } from '../operations/stages.ts';
import { systemCallIn } from '../operations/pipeline.ts';
import { errorResponse, protectedErrors } from '../http/wire.ts';

/** The largest CSV accepted, while streaming (413 past it). */
export const IMPORT_BODY_LIMIT = 512 * 1024;

/**
 * The resource's own importer where its hook file gives one (a row that is more than one record),
 * else the generic one. The hook file's holds the transaction as the hooks' opaque Tx, which is
 * the same object.
 */
function importerFor(schema: ResourceSchema): Importer {
  const hints = schema['x-list']!.import!;
  const own = hooksOf(resourceModel(schema)).importer;
  if (own) return own(hints.columns, hints.maxRows ?? DEFAULT_MAX_ROWS) as unknown as Importer;
  return genericImporter(schema);
}

const okResponse = {
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    dryRun: { type: 'boolean' },
    rows: { type: 'integer' },
    created: {
      type: 'array',
      items: { type: 'object', additionalProperties: { type: ['integer', 'string', 'null'] } },
    },
  },
};

const badCells = {
  type: 'object',
  properties: {
    ...errorResponse.properties,
    cells: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          row: { type: 'integer' },
          column: { type: 'string' },
          message: { type: 'string' },
        },
      },
    },
  },
};

export async function importRoutes(
  app: FastifyInstance,
  opts: { db: Db; schemas: ResourceSchema[] },
) {
  // CSV arrives as text, and nothing else is read: a JSON or form body is 415 as the route's
  // document says (this plugin's context only, so every other route keeps its parsers). The limit
  // applies while the body streams in.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
  for (const schema of opts.schemas) {
    if (!schema['x-list']?.import) continue;
    const importer = importerFor(schema);
    const create = schema['x-privileges'].create;
    const privilege = schema['x-list'].import.privilege ?? create;
    if (!privilege) throw new Error(`${schema['x-resource']}: an import needs a privilege`);
    app.post<{ Querystring: { dryRun: boolean }; Body: string }>(
      `/api/v1/import/${importer.resource}`,
      {
        config: { privilege },
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          summary: `${schema.title}: import a CSV file`,
          description:
            `Columns (header row): ${importer.columns.join(', ')}; required: ${importer.required.join(', ')}. ` +
            `At most ${importer.maxRows} rows and ${IMPORT_BODY_LIMIT / 1024} KiB. ` +
            (create && create !== privilege ? `The caller must also hold \`${create}\`. ` : '') +
            'All rows are written in one transaction, or none.',
          consumes: ['text/csv'],
          querystring: {
            type: 'object',
            properties: { dryRun: { type: 'boolean', default: false } },
            errorMessage: { properties: { dryRun: 'dryRun must be true or false.' } },
          },
          body: { type: 'string' },
          response: {
            200: okResponse,
            201: okResponse,
            422: badCells,
            413: errorResponse,
            415: errorResponse,
            ...protectedErrors,
          },
        },
      },
      async (request, reply) => {
        if (create && !request.principal.privileges.includes(create)) throw forbidden();
        const outcome = await runImport(opts.db, importer, request.body, {
          caller: request.principal,
          dryRun: request.query.dryRun,
          callIn: systemCallIn,
        });
        if (!outcome.ok) {
          const count = outcome.cells.length;
          return reply.code(422).send({
            success: false,
            message:
              count === 1
                ? say(reply, 'import.problems_one')
                : say(reply, 'import.problems_many', { count }),
            errors: outcome.cells.map(
              (c) => `Row ${c.row}${c.column ? `, ${c.column}` : ''}: ${c.message}`,
            ),
            cells: outcome.cells,
          });
        }
        if (outcome.dryRun)
          return reply.code(200).send({
            success: true,
            dryRun: true,
            rows: outcome.rows,
            message:
              outcome.rows === 1
                ? say(reply, 'import.ready_one')
                : say(reply, 'import.ready_many', { count: outcome.rows }),
            created: [],
          });
        return reply.code(201).send({
          success: true,
          dryRun: false,
          rows: outcome.rows,
          message:
            outcome.rows === 1
              ? say(reply, 'import.imported_one', { noun: importer.noun.replace(/s$/, '') })
              : say(reply, 'import.imported_many', { count: outcome.rows, noun: importer.noun }),
          created: outcome.created,
        });
      },
    );
  }
}
