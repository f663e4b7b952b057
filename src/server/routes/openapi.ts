/**
 * The API describes itself: `GET /api/docs` and `GET /api/docs/openapi.json` answer the OpenAPI 3.1
 * document of this very app (openapi/document.ts) to any signed-in user, 401 without a valid token.
 * The console's /api-docs screen fetches it with the user's token and renders the explorer; there is
 * no separate HTML viewer under /api, so the strict CSP and the bearer-token session stay as they are.
 */
import type { FastifyInstance } from 'fastify';
import pkg from '../../../package.json' with { type: 'json' };
import type { ResourceSchema } from '../../shared/dialect.ts';
import { openApiDocument, type OpenApiDocument } from '../openapi/document.ts';
import { protectedErrors } from '../http/wire.ts';

export const OPENAPI_PATHS = ['/api/docs', '/api/docs/openapi.json'];

export async function openApiRoutes(app: FastifyInstance, opts: { schemas: ResourceSchema[] }) {
  let doc: OpenApiDocument | undefined;
  for (const url of OPENAPI_PATHS) {
    app.get(
      url,
      {
        config: { access: 'signedIn' },
        schema: {
          summary: 'This OpenAPI 3.1 document',
          response: {
            200: { type: 'object', additionalProperties: true },
            401: protectedErrors[401],
            429: protectedErrors[429],
          },
        },
      },
      async () => {
        // Built on first use: by then every route of the app has been registered.
        doc ??= openApiDocument(app.routeDocs, opts.schemas, pkg.version);
        return doc;
      },
    );
  }
}
