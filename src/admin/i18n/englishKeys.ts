/**
 * Every key a language translates, with its English (issue #21 §2): the console's own catalogue
 * (en.ts) plus the texts whose English lives at their source: the server's messages by code
 * (src/shared/serverMessages.ts), the schema texts the generator emits
 * (src/generated/messages.en.ts) and the labels of the shipped resources/menu.json, keyed by their
 * text. Not loaded by the console (the menu file is the server's, read at start): the parity test
 * and tools read it.
 */
import type { TranslationMessages } from 'react-admin';
import menuFile from '../../../resources/menu.json' with { type: 'json' };
import { schemaMessages } from '../../generated/messages.en.ts';
import type { MenuFile } from '../../shared/menu.ts';
import { menuLabelKey } from '../../shared/menuLabels.ts';
import { SERVER_MESSAGES } from '../../shared/serverMessages.ts';
import en from './en.ts';

/** `{ department_list: 'Department List', … }`: every label of the file, hidden ones too. */
const menuMessages = Object.fromEntries(
  (menuFile as MenuFile).groups
    .flatMap((group) => [group.label, ...group.items.map((item) => item.label)])
    .flatMap((label) => {
      const key = menuLabelKey(label);
      return key ? [[key.slice('menu.'.length), label]] : [];
    }),
);

export const englishKeys: TranslationMessages = {
  ...en,
  server: SERVER_MESSAGES,
  schema: schemaMessages,
  menu: menuMessages,
};
