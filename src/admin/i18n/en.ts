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
    employees: {
      info: {
        add_field: 'Add %{field}',
        breadcrumb: 'Employee Info',
        employee_number: 'Employee %{id}',
        fields: {
          accountNumber: 'Account Number',
          addressType: 'Address Type',
          adhaarNumber: 'Aadhar Number',
          bankName: 'Bank Name',
          branch: 'Branch',
          city: 'City',
          contact: 'Contact Number',
          country: 'Country',
          dateOfBirth: 'Date Of Birth',
          department: 'Department',
          email: 'Email',
          employeeCode: 'Employee Code',
          firstName: 'First Name',
          gender: 'Gender',
          ifsc: 'IFSC Code',
          joinDate: 'Join Date',
          lastName: 'Last Name',
          panNumber: 'PAN Number',
          position: 'Position',
          propertyNumber: 'Property Number',
          role: 'Role',
          salary: 'Salary',
          state: 'State',
          uanNumber: 'UAN Number',
          zipCode: 'Zip Code',
        },
        hidden: 'Hidden',
        no_employee: 'No employee found',
        no_match: 'No employee with this name',
        no_view: 'You do not have permission to view employees.',
        photo_of: 'Photo of %{name}',
        photo_of_unnamed: 'Photo of the employee',
        retrieved: 'Employee details retrieved Successfully',
        sections: {
          additional: 'Additional Details',
          address: 'Address Details',
          bank: 'Bank Account Details',
          personal: 'Personal Details',
        },
      },
      names: {
        add: 'Add',
        cancel_rename: 'Cancel rename',
        confirm_rename: 'Confirm rename',
        delete_name: 'Delete %{name}',
        designation: {
          add: 'Add Designation',
          add_new: 'Add new designation',
          chosen: 'Chosen designations',
          confirm_delete:
            'You want to delete the designation "%{name}". It is removed from every employee who has it.',
          empty: 'No designations yet.',
          new: 'New Designation',
          none: 'No designations chosen',
          saved: 'Designation saved',
          title: 'Designations',
        },
        edit_name: 'Edit %{name}',
        not_renamed: 'Not renamed',
        rename_name: 'Rename %{name}',
        select_name: 'Select %{name}',
        skill: {
          add: 'Add Skill',
          add_new: 'Add new skill',
          chosen: 'Chosen skills',
          confirm_delete:
            'You want to delete the skill "%{name}". It is removed from every employee who has it.',
          empty: 'No skills yet.',
          new: 'New Skill',
          none: 'No skills chosen',
          saved: 'Skill saved',
          title: 'Skills',
        },
      },
      personal: {
        additional_details: 'Additional details',
        edit_title: 'Edit Personal Info',
        loading_departments: 'Loading...',
        manage_attributes: 'Manage Attributes',
        masked_hint: 'Hidden from you; type a new value to replace it',
        no_departments: 'No departments available',
        not_given: 'Not given',
        saved: 'Employee saved',
        title: 'Personal Info',
        update_additional: 'Update Additional Details',
      },
      photo: {
        no_image: 'Please Select an Image',
        only_images: 'Only JPEG and PNG images are allowed.',
        picture: 'Profile picture',
        select: 'Select',
        select_picture: 'Select profile picture',
        too_large: 'File size must not exceed 5MB.',
        update: 'Update',
        upload: 'Upload',
        uploaded: 'Image uploaded',
        uploading: 'Uploading...',
      },
      primary: {
        account_exists:
          'The sign-in account of this employee exists. Its email and password are not changed here.',
        create_organization: 'Create Organization',
        email: 'Email',
        error_adding: 'Error adding employee:.',
        hide_password: 'Hide password',
        need_organization: 'You need to create an organization before adding an employee.',
        no_organizations: 'No Organizations Available',
        organization: 'Organization',
        organization_required: 'Organization is required',
        password: 'Password',
        password_required: 'Password is required',
        role: 'Role',
        role_required: 'Role is required',
        select_organization: 'Select Organization',
        show_password: 'Show password',
        user_created: 'User created',
      },
      records: {
        account: {
          add: 'Add Bank Details',
          confirm_delete: 'You want to delete the bank account %{summary}.',
          delete_label: 'Delete bank account %{summary}',
          deleted: 'The bank account was deleted',
          form: 'Bank Details form',
          saved: 'Bank details saved',
          saved_list: 'Saved bank account',
          title: 'Bank Details',
          update: 'Update Bank Details',
        },
        address: {
          add: 'Add Address',
          add_another: 'Add Another Address',
          confirm_delete: 'You want to delete the address %{summary}.',
          delete_label: 'Delete address %{summary}',
          deleted: 'The address was deleted',
          form: 'Address form',
          saved: 'Address saved',
          saved_list: 'Saved addresses',
          title: 'Address Details',
          update: 'Update Address',
        },
        contact: {
          add: 'Add Contact',
          add_another: 'Add Another Contact',
          confirm_delete: 'You want to delete the contact %{summary}.',
          delete_label: 'Delete contact %{summary}',
          deleted: 'The contact was deleted',
          form: 'Contact form',
          saved: 'Emergency contact saved',
          saved_list: 'Saved emergency contacts',
          title: 'Emergency Contact Details',
          update: 'Update Contact',
        },
      },
      wizard: {
        adding: 'Adding...',
        are_you_sure: 'Are you sure?',
        attributes_back: 'Back to the employee',
        attributes_title: 'Employee Attributes',
        cancel: 'Cancel',
        cannot_fetch:
          'You cannot update employee details because you do not have the necessary privileges to access all employee information by ID.',
        create_title: 'Create Employee',
        delete: 'Delete',
        deleting: 'Deleting...',
        edit_title: 'Edit Employee',
        loading: 'Loading',
        next_step: 'Next Step',
        no_create: 'You do not have the privilege to create employees.',
        no_update: 'You do not have the privilege to update employees.',
        previous_step: 'Previous Step',
        save_all: 'Save All Changes',
        steps: {
          additional: 'Additional Details',
          personal: 'Personal Details',
          primary: 'Primary Details',
        },
        updating: 'Updating...',
      },
    },
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
