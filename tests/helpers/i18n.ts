/** The console's English catalogue as the app loads it, for tests that render screens. */
import { createI18nProvider } from '../../src/admin/i18n/index.ts';
import en from '../../src/admin/i18n/en.ts';

export const englishI18nProvider = () => createI18nProvider('en', en);
