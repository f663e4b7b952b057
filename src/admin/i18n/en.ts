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
    audit: {
      action_delete: 'Deleted',
      action_insert: 'Created',
      action_login: 'Signed in',
      action_login_failed: 'Sign-in failed',
      action_logout_everywhere: 'Logged out everywhere',
      action_password_change_failed: 'Password change refused',
      action_password_changed: 'Password changed',
      action_password_reset: 'Password reset',
      action_update: 'Updated',
      all_resources: 'All resources',
      all_users: 'All users',
      and_more: 'and %{count} more',
      anonymous: 'Anonymous',
      changed_hidden: 'changed (hidden)',
      clear_filters: 'Clear filters',
      column_action: 'Action',
      column_change: 'Change',
      column_record_id: 'Record Id',
      column_resource: 'Resource',
      column_user: 'User',
      column_when: 'When',
      column_when_utc: 'When (UTC)',
      denied: 'You do not have the privilege to view this list.',
      empty: 'No audit entries',
      field_email: 'Email',
      filter_from: 'From',
      filter_resource: 'Resource',
      filter_to: 'To',
      filter_user: 'User',
      filters_label: 'Audit log filters',
      history_by: 'by %{who}',
      history_empty: 'No history recorded for this record yet',
      history_entries: 'History entries',
      history_title: 'History',
      load_more: 'Load more',
      loading: 'Loading',
      range_error: 'To must not be before From',
      resource_session: 'Sign-in',
      retry: 'Retry',
      system: 'System',
      table_label: 'Audit entries',
      title: 'Audit Log',
      user_number: 'User #%{id}',
      users_failed: 'Users could not be loaded',
      users_need_privilege: 'Needs the privilege to list users',
    },
    // ---- apiDocs: The API documentation page
    apiDocs: {
      column_in: 'In',
      column_name: 'Name',
      column_required: 'Required',
      column_type: 'Type',
      download: 'Download openapi.json',
      filter_label: 'Filter operations',
      filter_placeholder: 'path, summary or privilege',
      hide: 'Hide %{what}',
      loading: 'Loading',
      multipart: 'This operation takes a file upload (multipart/form-data).',
      no: 'no',
      no_match: 'No operation matches this filter.',
      operations: '%{smart_count} operation |||| %{smart_count} operations',
      parameters: 'Parameters',
      public: 'public',
      real_request:
        'Sends a real request with your session: it changes data like the console would.',
      request_body: 'Request body',
      request_body_of: 'Request body (%{type})',
      response_body: 'Response body',
      responses: 'Responses',
      schema_of: 'Schema of %{what}',
      send: 'Send request',
      send_failed: 'The request could not be sent.',
      show: 'Show %{what}',
      signed_in: 'any signed-in user',
      status: 'Status %{status}',
      title: 'API Documentation',
      try_it: 'Try it',
      try_label: 'Try %{method} %{path}',
      yes: 'yes',
    },
    // ---- export: Export and import
    export: {
      build_failed: 'The export could not be built.',
      export_csv: 'Export to csv',
      export_xls: 'Export to xls',
      exporting: 'Exporting...',
    },
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
