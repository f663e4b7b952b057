/**
 * English, the default catalogue: react-admin's own messages (`ra.*`), ours (`charter.*`), the
 * server's by code (`server.*`) and, generated from the schemas, `schema.*`. Every other language
 * has the same keys (tests/unit/i18nCatalogues.test.ts).
 */
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { menuMessages, schemaMessages } from '../../generated/messages.en.ts';
import { SERVER_MESSAGES } from '../../shared/serverMessages.ts';

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
    // ---- schema: The chrome of the generated screens (src/admin/schema): list, form, show, dialogs, filters
    schema: {
      assign: {
        nothing: 'Nothing to choose from.',
        required: 'Please make a selection.',
      },
      attributes: {
        add: 'Add',
        add_failed: 'Failed to add attribute',
        add_placeholder: 'Add Attributes...',
        added: 'Attribute added',
        adding: 'Adding...',
        delete: 'Delete',
        delete_message: 'You want to delete the attribute "%{name}".',
        delete_one: 'Delete %{name}',
        deleted: 'Attribute deleted',
        edit: 'Edit %{name}',
        empty: 'No attributes available',
        hint: 'Attributes added here appear as fields of this form.',
        list: 'Attributes',
        manage: 'Manage Attributes',
        next: 'Next',
        rename: 'Rename %{name}',
        save: 'Save',
        update_failed: 'Failed to update attribute',
        updated: 'Attribute updated',
        updating: 'Updating...',
      },
      breadcrumb: {
        dashboard: 'Dashboard',
        home: 'Home',
        label: 'breadcrumb',
      },
      cancel: 'Cancel',
      confirm_title: 'Are you sure?',
      delete_message: 'You want to delete this %{title}.',
      deleting: 'Deleting...',
      done: 'Done.',
      export: {
        progress: 'Export progress',
      },
      filters: {
        any: 'Any',
        from: '%{label} from',
        search: 'Search',
        to: '%{label} to',
      },
      form: {
        adding: 'Adding...',
        create: 'Create',
        create_button: 'Create %{title}',
        create_title: 'Create %{title}',
        created: '%{title} created',
        denied_create: 'You do not have the privilege to create this %{title}.',
        denied_update: 'You do not have the privilege to update this %{title}.',
        edit_title: 'Edit %{title}',
        logo_preview: 'Logo preview',
        none: 'None',
        not_found: '%{title} not found.',
        privileges: 'Privileges',
        remove_logo: 'Remove Logo',
        save: 'Save',
        search_by_name: 'Search by name',
        update_button: 'Update %{title}',
        updated: '%{title} updated',
        updating: 'Updating...',
        upload_logo: 'Upload Logo',
      },
      import: {
        button: 'Import',
        checking: 'Checking every row...',
        choose: 'Choose CSV file',
        choose_another: 'Choose another file',
        column: 'Column',
        done: 'Done',
        email: 'Email',
        file: 'CSV file',
        import_rows: 'Import %{rows} row |||| Import %{rows} rows',
        importing: 'Importing...',
        instructions:
          'Choose a CSV file (UTF-8) whose first row names the columns: %{columns}. Every row is checked before anything is saved, and either every row is imported or none.',
        message: 'Message',
        problems: 'Problems in the file',
        row: 'Row',
        sign_ins: 'New sign-ins',
        sign_ins_download: 'Download sign-ins',
        sign_ins_file: '%{label} sign-ins',
        sign_ins_warning:
          'These temporary passwords are shown only now. Download them and give each person their own.',
        template: 'Download template',
        template_file: '%{label} import',
        temporary_password: 'Temporary password',
        title: 'Import %{label}',
        too_large: 'The file is larger than %{size} KB.',
        working: 'Working',
      },
      list: {
        action: 'Action',
        create: 'Create',
        denied: 'You do not have the privilege to view this list.',
        empty: 'No %{label} yet',
      },
      loading: 'Loading',
      pager: {
        next: 'Next',
        page: 'Page %{page} of %{pages}',
        previous: 'Previous',
      },
      show: {
        delete_title: 'Delete this %{title}?',
      },
    },
    // ---- validation: Form validation messages for keywords without an errorMessage of the schema
    validation: {
      additionalProperties: 'must NOT have additional properties',
      anyOf: 'must match a schema in anyOf',
      const: 'must be equal to constant',
      enum: 'must be equal to one of the allowed values',
      exclusiveMaximum: 'must be %{comparison} %{limit}',
      exclusiveMinimum: 'must be %{comparison} %{limit}',
      format: 'must match format "%{format}"',
      maxItems: 'must NOT have more than %{limit} items',
      maxLength: 'must NOT have more than %{limit} characters',
      maximum: 'must be %{comparison} %{limit}',
      minItems: 'must NOT have fewer than %{limit} items',
      minLength: 'must NOT have fewer than %{limit} characters',
      minimum: 'must be %{comparison} %{limit}',
      multipleOf: 'must be multiple of %{multipleOf}',
      not: 'must NOT be valid',
      oneOf: 'must match exactly one schema in oneOf',
      pattern: 'must match pattern "%{pattern}"',
      required: "must have required property '%{property}'",
      type: 'must be %{type}',
      uniqueItems: 'must NOT have duplicate items (items ## %{j} and %{i} are identical)',
    },
    // ---- notifications: Toasts
    notifications: {},
    // ---- end of charter
  },
  // ---- server: the server's messages by their stable code (X-Message-Code)
  // The one English copy: the catalogue the server answers from.
  server: SERVER_MESSAGES,
  // ---- end of server
  // ---- schema: the texts of the JSON Schemas and of the menu, generated (`npm run generate`):
  // `schema.<resource>.<JSON path>` and `menu.<groupId>.label` / `menu.<groupId>.items.<n>.label`
  schema: schemaMessages,
  menu: menuMessages,
  // ---- end of schema
};

export default en;
