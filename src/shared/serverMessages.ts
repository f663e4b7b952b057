/**
 * Every sentence the server says, by a stable code (issue #21 §2). The server answers and throws BY
 * CODE (`serverMessage`, `HttpError`), so the English here is the only copy of each sentence: the
 * contract's words, which the body's `message` keeps byte for byte. The code (and the variable parts)
 * travel beside it in the `X-Message-Code` and `X-Message-Params` headers, and the console shows
 * `server.<code>` from its catalogue in the user's language (src/admin/i18n), falling back to the
 * body's sentence.
 *
 * Placeholders are polyglot's `%{name}`; a code's parameters are typed from its sentence, so a call
 * that forgets one (or names one the sentence lacks) does not compile. Texts that come from a schema
 * (a record's title) are parameters (`record.created` with `%{title}`), so the schema stays their
 * single source; `resource` names the schema for a console that translates titles.
 */
import type { AnyMessageParams } from './messageHeaders.ts';
import { CONSOLE_MESSAGES } from './consoleMessages.ts';
import { FRAMEWORK_MESSAGES } from './frameworkMessages.ts';

export type { AnyMessageParams } from './messageHeaders.ts';

/** Every code's English sentence: the framework's, then the HR console's (no code is in both). */
export const SERVER_MESSAGES = { ...FRAMEWORK_MESSAGES, ...CONSOLE_MESSAGES } as const;

export type ServerMessageCode = keyof typeof SERVER_MESSAGES;

/** The `%{name}` placeholders of a sentence, as a union of names. */
type Placeholders<T extends string> = T extends `${string}%{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

type ParamValue = string | number;

/** The parameters a code's sentence needs: exactly its placeholders (plus optional extras below). */
export type MessageParams<C extends ServerMessageCode> = {
  [K in Placeholders<(typeof SERVER_MESSAGES)[C]>]: ParamValue;
} & { resource?: string };

/** `[params]` when the sentence has placeholders, `[]` (or `[{ resource }]`) when it has none. */
export type MessageArgs<C extends ServerMessageCode> = [
  Placeholders<(typeof SERVER_MESSAGES)[C]>,
] extends [never]
  ? [params?: { resource?: string }]
  : [params: MessageParams<C>];

/** The codes whose sentence has no placeholder. */
export type PlainMessageCode = {
  [C in ServerMessageCode]: [Placeholders<(typeof SERVER_MESSAGES)[C]>] extends [never] ? C : never;
}[ServerMessageCode];

/** The sentence of `code` with its placeholders filled: what the body's `message` says. */
export function serverMessage<C extends ServerMessageCode>(code: C, ...args: MessageArgs<C>) {
  return fillMessage(SERVER_MESSAGES[code], args[0] as AnyMessageParams | undefined);
}

export function fillMessage(template: string, params: AnyMessageParams | undefined): string {
  if (!params) return template;
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

let plainBySentence: Map<string, PlainMessageCode> | undefined;

/**
 * The code whose sentence (without placeholders) is exactly `sentence`: a validation message that
 * a route's schema takes from this catalogue (its errorMessage repeats the sentence).
 */
export function plainCodeOf(sentence: string): PlainMessageCode | undefined {
  plainBySentence ??= new Map(
    Object.entries(SERVER_MESSAGES)
      .filter(([, text]) => !text.includes('%{'))
      .map(([code, text]) => [text, code as PlainMessageCode]),
  );
  return plainBySentence.get(sentence);
}

export const isServerMessageCode = (code: unknown): code is ServerMessageCode =>
  typeof code === 'string' && Object.hasOwn(SERVER_MESSAGES, code);
