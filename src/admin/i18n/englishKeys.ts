/**
 * Every key a language translates, with its English (issue #21 §2): the console's own catalogue
 * (en.ts) plus the texts whose English lives at their source: the server's messages by code
 * (src/shared/serverMessages.ts) and the schema and menu texts the generator emits
 * (src/generated/messages.en.ts). Not loaded by the console: the parity test and tools read it.
 */
import type { TranslationMessages } from 'react-admin';
import { menuMessages, schemaMessages } from '../../generated/messages.en.ts';
import { SERVER_MESSAGES } from '../../shared/serverMessages.ts';
import en from './en.ts';

export const englishKeys: TranslationMessages = {
  ...en,
  server: SERVER_MESSAGES,
  schema: schemaMessages,
  menu: menuMessages,
};
