/**
 * Success answers by code: `say(reply, code, params)` puts the code (and its parameters) in the
 * `X-Message-Code` / `X-Message-Params` headers and returns the sentence for the body's `message`,
 * so the header and the body cannot disagree (src/shared/serverMessages.ts). Errors go through
 * `HttpError` and the error plugin, which does the same.
 */
import type { FastifyReply } from 'fastify';
import {
  encodeMessageParams,
  MESSAGE_CODE_HEADER,
  MESSAGE_PARAMS_HEADER,
} from '../../shared/messageHeaders.ts';
import {
  serverMessage,
  type AnyMessageParams,
  type MessageArgs,
  type PlainMessageCode,
  type ServerMessageCode,
} from '../../shared/serverMessages.ts';

/** Marks the answer with `code` (replacing any earlier mark); the sentence is not built. */
export function markMessage<C extends ServerMessageCode>(
  reply: FastifyReply,
  code: C,
  ...args: MessageArgs<C>
): void {
  setMessageHeaders(reply, code, args[0] as AnyMessageParams | undefined);
}

/** Marks the answer with `code` and returns its sentence for the body. */
export function say<C extends ServerMessageCode>(
  reply: FastifyReply,
  code: C,
  ...args: MessageArgs<C>
): string {
  setMessageHeaders(reply, code, args[0] as AnyMessageParams | undefined);
  return serverMessage(code, ...args);
}

export function setMessageHeaders(
  reply: FastifyReply,
  code: ServerMessageCode,
  params: AnyMessageParams | undefined,
) {
  reply.removeHeader(MESSAGE_PARAMS_HEADER);
  if (!params || !Object.keys(params).length) {
    reply.header(MESSAGE_CODE_HEADER, code);
    return;
  }
  const encoded = encodeMessageParams(params);
  // Parameters too long for a header (a long list of validation sentences): no code either, so
  // the console shows the body's sentence rather than a translation with a hole in it.
  if (encoded === undefined) {
    reply.removeHeader(MESSAGE_CODE_HEADER);
    return;
  }
  reply.header(MESSAGE_CODE_HEADER, code);
  reply.header(MESSAGE_PARAMS_HEADER, encoded);
}

/**
 * An envelope that carries a message: `codeOf(value)` chooses the code, which marks the answer and
 * gives `build` its sentence, so the body and the header cannot disagree. An envelope around a
 * remembered value has its JSON written once by the serializer (lazySchemas.ts, `sharedAnswer`).
 */
export function replySaying<V extends object, R extends object>(
  codeOf: (value: V) => PlainMessageCode,
  build: (value: V, message: string) => R,
): (reply: FastifyReply, value: V) => R {
  return (reply, value) => {
    const code = codeOf(value);
    markMessage(reply, code);
    return build(value, serverMessage(code));
  };
}
