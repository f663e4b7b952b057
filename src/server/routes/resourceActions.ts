/**
 * The parts of a resource's routes beyond its CRUD (resources.ts): its named actions, with their
 * multipart bodies and envelopes, and the image route of a record with an image column. Both go
 * through the one registrar and the pipeline's operations.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceSchema } from '../../shared/dialect.ts';
import { resourceModel, type ResourceModel } from '../resource/model.ts';
import type { Action, BeforeValidateHook } from '../operations/hookApi.ts';
import { actionOp, imageOp, type Call } from '../operations/pipeline.ts';
import { hooksOf } from '../operations/stages.ts';
import { imageLinkQuery, sendLinkedImage } from '../uploads/imageLinks.ts';
import { say } from '../http/messages.ts';
import type { PlainMessageCode } from '../../shared/serverMessages.ts';
import { FORM_LIMITS, IMAGE_LIMITS, readMultipart, withMultipart } from '../uploads/uploads.ts';
import { apiPath, errorResponse, idParams, protectedErrors } from '../http/wire.ts';
import { endpoint, idsOf, privilegeOf } from './registrar.ts';

type Doc = Record<string, unknown>;

/** The beforeValidate hooks of an operation run on a JSON body, in order, before validation. */
export function validated(request: FastifyRequest, operation: string, hooks: BeforeValidateHook[]) {
  let data = request.body as Doc;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return;
  for (const hook of hooks) data = hook({ operation, data });
  request.body = data;
}

/**
 * A named action (or a hook file's answer to a CRUD operation): its query, body and payload
 * schemas, its envelope, and a multipart body read here (uploads.ts) into `body` and `file`.
 */
export async function registerAction(
  app: FastifyInstance,
  schema: ResourceSchema,
  name: string,
  action: Action,
  call: (request: FastifyRequest) => Call,
  beforeValidate: BeforeValidateHook[],
  payloadOf: (p: Action['payload']) => object | undefined,
) {
  const model = resourceModel(schema);
  const form = schema['x-form']?.multipart;
  const errors = [...(action.errors ?? []), ...(action.multipart ? [413] : [])];
  const register = (to: FastifyInstance) =>
    endpoint(to, {
      schema,
      operation: name,
      query: action.query,
      body: action.body,
      payload: payloadOf(action.payload),
      message: action.message,
      envelope: action.envelope,
      params: action.params,
      route: {
        ...(action.multipart ? { config: { form: true } } : {}),
        ...(beforeValidate.length && action.body
          ? { preValidation: async (r: FastifyRequest) => validated(r, name, beforeValidate) }
          : {}),
        ...(errors.length
          ? { schema: { response: Object.fromEntries(errors.map((s) => [s, errorResponse])) } }
          : {}),
      },
      handler: async (request, reply) => {
        const input = {
          params: idsOf(request) ?? {},
          query: (request.query ?? {}) as Doc,
          body: (request.body ?? {}) as Doc,
          say: (code: PlainMessageCode) => say(reply, code as never),
        };
        if (action.multipart) {
          const read = await readMultipart(request, {
            resource: model.name,
            part: action.multipart === 'form' ? form?.part : undefined,
            file: form?.file ?? 'file',
            filePrivilege: action.multipart === 'form' ? model.image?.privilege : undefined,
            missing: hooksOf(model).messages?.noUpload,
          });
          Object.assign(input, { body: read.data, file: read.file });
        }
        return actionOp(call(request), name, input);
      },
    });
  if (action.multipart)
    await withMultipart(app, action.multipart === 'form' ? FORM_LIMITS : IMAGE_LIMITS, register);
  else register(app);
}

/**
 * The record's image (model.ts), at `<record path>/<kind>`: with a token, or through the signed
 * link the answers carry (imageLinks.ts; a token in a URL would leak into logs and history). Served
 * as an image no browser may sniff into anything else. Guarded by the list privilege, or open to
 * any signed-in user where the hook file says so (`image: { access: 'signedIn' }`).
 */
export function registerImage(
  app: FastifyInstance,
  model: ResourceModel,
  call: (r: FastifyRequest) => Call,
) {
  const kind = model.image?.kind;
  const path = Object.values(model.schema['x-api'] ?? {}).find((op) =>
    op?.path.endsWith(`/{${model.idColumn}}`),
  )?.path;
  const signedIn = hooksOf(model).image?.access === 'signedIn';
  const privilege = privilegeOf(model.schema, 'list');
  if (!kind || !path || (!privilege && !signedIn)) return;
  const url = apiPath(`${path}/${kind}`);
  if (app.hasRoute({ method: 'GET', url })) return;
  app.route({
    method: 'GET',
    url,
    config: signedIn ? { access: 'signedIn', imageLink: kind } : { privilege, imageLink: kind },
    schema: {
      params: idParams(model.idColumn),
      querystring: imageLinkQuery,
      response: { ...protectedErrors },
    },
    handler: async (request, reply) =>
      sendLinkedImage(request, reply, () => imageOp(call(request), idsOf(request)[model.idColumn])),
  });
}
