/**
 * English, the default catalogue the console loads: react-admin's own messages (`ra.*`) and ours
 * (`charter.*`). The English of `schema.*`, `menu.*` and `server.*` is not repeated here: it is the
 * schema's, the menu's and the server's own sentence, which every translate() of those keys passes
 * as its fallback (`_`), so English screens need no second copy (and the sign-in screen does not
 * download 80 kB of it). `englishKeys.ts` lists every key with its English, for other languages.
 */
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { messages as charterMessages } from './en/charter/index.ts';

const en: TranslationMessages = {
  ...englishMessages,
  charter: charterMessages,
};

export default en;
