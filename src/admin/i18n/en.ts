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
    attendance: {
      add_location: 'Add Location',
      adding: 'Adding...',
      are_you_sure: 'Are You Sure?',
      cancel: 'Cancel',
      checked_in: 'Checked in',
      clock_in: 'Clock In',
      clock_in_done: 'Clock In Successful',
      clock_out: 'Clock Out',
      clock_out_done: 'Clock Out Successful',
      clocked_out: 'Clocked out at %{time}',
      clocked_out_missing: 'Clocked out at %{time}, %{missing} of the shift missing',
      configure_title: 'Configure Attendence',
      create_shift: 'Create Shift',
      current_time: 'Current time',
      delete: 'Delete',
      delete_named: 'Delete %{name}',
      deleting: 'Deleting...',
      early_cancel: 'Stay Clocked In',
      early_confirm: 'Clock Out Early',
      early_message: "The time missing will be recorded with today's attendance.",
      early_title: 'Clock out before your shift ends?',
      edit: 'Edit',
      edit_location_title: 'Edit Location: %{name}',
      edit_named: 'Edit %{name}',
      elevation_failed: 'Failed to retrieve elevation.',
      fetch_first: 'Please fetch your location before checking in.',
      fetch_location: 'Fetch Location',
      field_elevation: 'Elevation (m)',
      field_latitude: 'Latitude',
      field_longitude: 'Longitude',
      field_name: 'Location Name',
      invalid_time: 'Invalid time format (HH:mm)',
      location_delete_failed: 'Failed to delete Attendence location',
      location_delete_message: '%{name} will no longer be a place to clock in.',
      location_denied: 'Failed to get your location.',
      location_fetched: 'Location fetched successfully',
      location_hint: 'Fetch your location, then clock in or out.',
      location_not_supported: 'Geolocation is not supported by this browser.',
      location_secondary: '%{latitude}, %{longitude} · elevation %{elevation} m',
      location_submit_failed: 'Failed to submit location.',
      location_unavailable: 'Error retrieving location',
      location_updated: 'Location updated successfully',
      locations_failed: 'Failed to fetch locations.',
      locations_label: 'Attendance locations',
      locations_none: 'No attendance locations found',
      locations_title: 'Attendance Locations',
      no_access: 'You do not have access to the attendance settings.',
      retry: 'Retry',
      shift_delete_message:
        'The shift duration will be deleted. Nobody can clock out until a new one is set.',
      shift_describe: '%{hours} hours %{minutes} minutes',
      shift_duration: 'Shift duration:',
      shift_field: 'Shift Duration (HH:mm)',
      shift_help: 'Hours 0–24, minutes 00–59',
      shift_load_failed: 'The shift duration could not be loaded.',
      shift_none: 'No shift duration configured',
      shift_title: 'Configure Shift Timings',
      status_failed: 'Could not load your attendance status.',
      this_location: 'This location',
      title: 'Attendance',
      update_location: 'Update Location',
      update_shift: 'Update Shift',
      updating: 'Updating...',
      use_position: 'Use my current position',
      worked: 'Worked %{time}',
      yet_to_check_in: 'Yet to Check-in',
      your_location: 'Your location: %{latitude}, %{longitude}',
      your_location_elevation: 'Your location: %{latitude}, %{longitude}, %{elevation} m',
      zero_shift: 'Shift duration must be longer than 0 minutes',
    },
    // ---- leave: Leave balance panel and the leave screens outside the generated ones
    leave: {
      balance_label: 'Leave balance',
      balance_line: '%{available} available · %{used} used',
      balance_loading: 'Loading leave balance',
      balance_none: 'No leave balance yet.',
      balance_title: 'Leave Balance',
      days: '%{count} day |||| %{count} days',
      no_account_balance: 'Your account has no leave balance.',
    },
    // ---- performance: Reviews
    performance: {
      about_me_label: 'Reviews about me',
      add_title: 'Add Performance Review',
      all_label: 'All performance reviews',
      all_title: 'All Performance Reviews',
      cancel: 'Cancel',
      col_action: 'Action',
      col_comment: 'Comment',
      col_contact: 'Contact',
      col_employee: 'Employee',
      col_employee_code: 'Employee Code',
      col_first_name: 'First Name',
      col_gender: 'Gender',
      col_join_date: 'Join Date',
      col_last_name: 'Last Name',
      col_name: 'Name',
      col_position: 'Position',
      col_profile: 'Profile',
      col_rating: 'Rating',
      col_review_date: 'Review Date',
      col_review_id: 'Review Id',
      col_reviewed_by: 'Reviewed By',
      col_reviewer_first_name: 'Reviewer First Name',
      col_reviewer_last_name: 'Reviewer Last Name',
      col_select: 'Select',
      delete: 'Delete',
      delete_message: 'You want to delete this review from the records.',
      delete_review_of: 'Delete review of %{name}',
      delete_title: 'Are you sure?',
      deleted: 'REVIEW DELETED SUCCESSFULLY',
      edit: 'Edit',
      edit_review_of: 'Edit review of %{name}',
      edit_title: 'Edit Performance Review',
      list_title: 'Performance Review List',
      load_failed: 'Error Loading Reviews',
      loaded: 'REVIEWS LOADED SUCCESSFULLY',
      my_title: 'View Performance Review',
      no_employees: 'No employees available for Adding Review...',
      none: 'No reviews available.',
      proceed: 'Proceed with Review',
      search_by_name: 'Search by name',
      select_exactly_one: 'Please select exactly one employee to review.',
      select_named: 'Select %{name}',
      sort_best: 'Rating, best first',
      sort_by: 'Sort By',
      sort_name: 'Employee name',
      sort_newest: 'Newest first',
      sort_oldest: 'Oldest first',
      sort_worst: 'Rating, worst first',
      submit: 'Submit',
      to_review_label: 'Employees to review',
      update_failed: 'Error updating review',
      updated: 'Review updated successfully',
      written_label: 'Reviews I wrote',
    },
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
