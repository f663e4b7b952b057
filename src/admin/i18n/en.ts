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
    common: {
      cancel: 'Cancel',
      close: 'Close',
      copy: 'Copy',
      done: 'Done',
      retry: 'Retry',
      skip: 'Skip',
      yes: 'Yes',
    },
    // ---- shell: The top bar, side menu, drawer, profile menu, theme and language choice, skip link, error page, not found, access denied
    shell: {
      access_denied: 'Access denied',
      change_password: 'Change Password',
      dashboard: 'Dashboard',
      go_to_dashboard: 'Go to the dashboard',
      language: 'Language',
      logged_out: 'Logged Out',
      logging_out: 'Logging Out...',
      logout: 'Logout',
      logout_everywhere: 'Log Out Everywhere',
      logout_everywhere_message:
        'Every session of your account ends, on this device and on every other. You will sign in again.',
      logout_everywhere_title: 'Log Out Everywhere?',
      logout_message: 'You Will be Logged Out of Your Account',
      logout_title: 'Are You Sure?',
      main_menu: 'Main menu',
      no_privilege_page: 'You do not have the privilege to open this page.',
      no_role: 'No role',
      not_found_message: 'This page does not exist, or is not available yet.',
      not_found_title: 'Page not found',
      open_menu: 'Open menu',
      profile_button: '%{initials} — Profile menu for %{name}',
      profile_button_anonymous: 'Profile menu',
      screen_failed: 'Something went wrong while showing this page.',
      skip_to_content: 'Skip to main content',
      theme_to_dark: 'Switch to dark theme',
      theme_to_light: 'Switch to light theme',
      theme_toggle: 'Toggle light/dark theme',
      try_again: 'Try again',
    },
    // ---- login: Sign-in, reset password, the Manager prompt
    login: {
      back_to_sign_in: 'Back to sign in',
      email: 'Email Address',
      email_invalid: 'Please enter a valid email address.',
      email_required: 'Email is required',
      failed: 'Failed to login. Please check your credentials.',
      forgot_password: 'Forgot Password?',
      hide_password: 'Hide password',
      login: 'Login',
      manager_prompt_message: 'This action will redirect you to the organization creation page.',
      manager_prompt_title: 'Do you want to create a new Organization?',
      password: 'Password',
      password_required: 'Password is required',
      reset_contact:
        'Please contact your HR administrator to have your password reset, then sign in with the new password.',
      reset_info: 'Password resets are done by an administrator.',
      reset_title: 'Reset your password',
      show_password: 'Show password',
      subtitle: 'Sign in to your account',
      title: 'Sign-In Portal',
    },
    // ---- account: Change password, reset password button, log out everywhere
    account: {
      change_password: 'Change Password',
      choose_new: 'Choose a new password',
      confirm_new_password: 'Confirm New Password',
      confirm_required: 'Please confirm the new password',
      copied: 'Copied',
      copy_failed: 'Could not copy. Select the password and copy it by hand.',
      current_password: 'Current Password',
      current_required: 'Current password is required',
      hide_field: 'Hide %{field}',
      mismatch: 'Passwords do not match',
      new_password: 'New Password',
      new_required: 'Password is required',
      password_changed: 'Password changed successfully',
      reset_confirm_message:
        '%{who} gets a temporary password and is signed out everywhere. They must set their own password at their next sign-in.',
      reset_confirm_title: 'Reset Password?',
      reset_give:
        'Give this password to %{who}. It is shown only once: after you close this window nobody can see it again.',
      reset_password: 'Reset Password',
      same: 'The new password must be different from the current password.',
      set_own: 'Set your own password to continue',
      show_field: 'Show %{field}',
      sign_out: 'Sign out',
      temporary_notice: 'Your password is temporary. Set a new password before you continue.',
      temporary_password: 'Temporary password',
      temporary_password_title: 'Temporary Password',
      this_user: 'This user',
    },
    // ---- dashboard: The dashboard cards, lists and "On leave today"
    dashboard: {
      and_more: 'and %{count} more',
      approved: 'Approved',
      checked_in_today: 'Checked in today',
      declined: 'Declined',
      employees_per_department: 'Employees per department',
      figures_failed: 'The dashboard figures could not be loaded.',
      headcount: 'Headcount by department',
      leave_by_status: 'Leave requests this month by status',
      leave_requests: 'Leave requests',
      leave_requests_team: 'Leave requests of your teams',
      medical_leave: 'Medical Leave',
      no_department: 'No department',
      no_employees: 'No employees yet.',
      no_leave_requests: 'No leave requests this month.',
      no_role: 'Your account has no role yet; ask your HR administrator.',
      nobody_on_leave: 'Nobody is on leave today.',
      nothing_in_menu: 'There is nothing in the menu for your role yet.',
      of_employees: 'of %{count} employees',
      on_leave_today: 'On leave today',
      pending: 'Pending',
      people_on_leave: 'People on leave today',
      planned_leave: 'Planned Leave',
      sections: 'Sections',
      share_checked_in: 'Share of employees checked in today',
      signed_in_as: 'Signed in as %{role}',
      still_at_work: '%{count} still at work',
      unnamed: 'Unnamed',
      until: 'until %{date}',
      welcome: 'Welcome, %{name}',
      welcome_anonymous: 'Welcome',
    },
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
    notifications: {
      close: 'Close',
    },
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
