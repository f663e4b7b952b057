/**
 * English, the default catalogue: react-admin's own messages (`ra.*`), ours (`charter.*`), the
 * server's by code (`server.*`) and, generated from the schemas, `schema.*`. Every other language
 * has the same keys (tests/unit/i18nCatalogues.test.ts).
 */
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

const en: TranslationMessages = {
  ...englishMessages,
  charter: {
    // ---- common: Words many screens share: Save, Cancel, Delete, Loading…
    common: {},
    // ---- shell: The top bar, side menu, drawer, profile menu, theme and language choice, skip link, error page, not found, access denied
    shell: {},
    // ---- login: Sign-in, reset password, the Manager prompt
    login: {},
    // ---- account: Change password, reset password button, log out everywhere
    account: {},
    // ---- dashboard: The dashboard cards, lists and "On leave today"
    dashboard: {},
    // ---- employees: The employee wizard and the employee info page
    employees: {},
    // ---- attendance: The attendance card, clock in/out, configure attendance
    attendance: {},
    // ---- leave: Leave balance panel and the leave screens outside the generated ones
    leave: {},
    // ---- performance: Reviews
    performance: {},
    // ---- roles: Roles and privileges
    roles: {},
    // ---- audit: The audit log and record history
    audit: {},
    // ---- apiDocs: The API documentation page
    apiDocs: {},
    // ---- export: Export and import
    export: {},
    // ---- lists: The phone cards of the generated lists (the table's own words are under schema)
    lists: {
      sort_ascending: '%{field}, ascending',
      sort_by: 'Sort by',
      sort_descending: '%{field}, descending',
    },
    // ---- schema: The chrome of the generated screens (src/admin/schema): list, form, show, dialogs, filters
    schema: {},
    // ---- validation: Form validation messages for keywords without an errorMessage of the schema
    validation: {},
    // ---- notifications: Toasts
    notifications: {},
    // ---- end of charter
  },
  // ---- server: the server's messages by their stable code (X-Message-Code)
  server: {},
  // ---- end of server
};

export default en;
