/**
 * Route schemas compile when a route is first used instead of all at `ready`: compiling every
 * request validator (ajv) and response serializer (fast-json-stringify) up front took about half a
 * second of the 3 s start-up budget (bench/startup.ts). Once the server listens, `warm()` compiles
 * whatever is still pending a few at a time between requests, so the first caller of a route
 * rarely pays for it either; the tests call `warm()` to prove every route's schemas compile.
 * A remembered document (cache/cachedRead.ts: sealed, or an envelope around sealed values) is
 * serialized once per route and status, and its JSON bytes reused.
 *
 * @example
 *   const lazy = createLazySchemas();
 *   Fastify({ schemaController: { compilersFactory: { buildSerializer: lazy.serializerFactory } } });
 *   app.setValidatorCompiler(({ schema }) => lazy.validator(() => ajv.compile(schema)));
 *   await app.listen(); void lazy.warm();
 */
import SerializerSelector, {
  type RouteDefinition,
  type Serializer,
} from '@fastify/fast-json-stringify-compiler';
import type { ValidateFunction } from 'ajv';
import { deferredValidator } from '../../shared/createAjv.ts';
import { isRemembered, sharedAnswer } from '../cache/cachedRead.ts';

export type LazySchemas = {
  validator: (compile: () => ValidateFunction) => ValidateFunction;
  serializerFactory: (
    externalSchemas?: unknown,
    options?: object,
  ) => (route: RouteDefinition) => Serializer;
  /** Compiles every schema still pending, yielding to the event loop between them. */
  warm: () => Promise<number>;
};

export function createLazySchemas(): LazySchemas {
  const pending = new Set<() => unknown>();

  /** `compile` once, on first use or when warmed, whichever comes first. */
  function once<T>(compile: () => T): () => T {
    let compiled: T | undefined;
    const get = (): T => {
      if (compiled === undefined) {
        compiled = compile();
        pending.delete(get);
      }
      return compiled;
    };
    pending.add(get);
    return get;
  }

  const defaultSerializers = SerializerSelector();

  return {
    validator(compile) {
      const validate = deferredValidator(once(compile));
      // Fastify passes the parent context only to a function with a schemaEnv, and ajv needs it
      // to replace a coerced root value.
      (validate as { schemaEnv: unknown }).schemaEnv = true;
      return validate;
    },
    serializerFactory(externalSchemas, options) {
      const compiler = defaultSerializers(externalSchemas, options);
      return (route) => {
        const get = once(() => compiler(route));
        // A sealed document (a remembered page) never changes: written once per route and
        // status, as UTF-8 bytes that Fastify sends as they are (a string would be measured and
        // encoded again on every request). Serializing a remembered page was ~15% of a list
        // request's CPU time (bench/RESULTS.md). A fresh envelope around remembered values is
        // first swapped for the one sealed envelope equal to it (`sharedAnswer`), so routes and
        // hooks build their answers as they like.
        const written = new WeakMap<object, Buffer>();
        return (fresh: unknown) => {
          const doc = sharedAnswer(fresh);
          if (!isRemembered(doc)) return get()(doc);
          let json = written.get(doc);
          if (json === undefined) written.set(doc, (json = Buffer.from(get()(doc))));
          // Fastify's types say string; it sends any Buffer payload (reply.js onSendEnd).
          return json as unknown as string;
        };
      };
    },
    async warm() {
      let n = 0;
      for (const get of [...pending]) {
        if (!pending.has(get)) continue; // a request compiled it meanwhile
        get();
        n++;
        // One schema per turn: a request arriving meanwhile waits for one compile, not for all.
        await new Promise((resolve) => setImmediate(resolve));
      }
      return n;
    },
  };
}
