/**
 * हिन्दी (Hindi): every key of en.ts, translated. Interpolations (`%{name}`) and `smart_count`
 * plurals are kept as in English.
 */
import type { TranslationMessages } from 'react-admin';
import { messages as charterMessages } from './hi/charter/index.ts';
import { messages as schemaMessages } from './hi/schema/index.ts';
import { messages as raMessages } from './hi/ra.ts';
import { messages as serverMessages } from './hi/server.ts';
import { messages as menuMessages } from './hi/menu.ts';

const hi: TranslationMessages = {
  ra: raMessages,
  charter: charterMessages,
  server: serverMessages,
  schema: schemaMessages,
  menu: menuMessages,
};

export default hi;
