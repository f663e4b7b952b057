/**
 * The framework's sentences: sign-in and sessions, the request itself, uploads, records served from
 * their schemas, simple-rest queries, the side bar and CSV import, which any schema-driven app on
 * this server says. One half of the catalogue `serverMessages.ts` assembles (codes, placeholders
 * and how they travel are explained there); the HR console's own are `consoleMessages.ts`.
 */
import { DIRECTORY_MESSAGES } from './directoryMessages.ts';
import { TEMPORARY_PASSWORD_MESSAGE } from './passwords.ts';

export const FRAMEWORK_MESSAGES = {
  // ---- sign-in, sessions, privileges
  'auth.forbidden': 'You do not have the privilege to do this.',
  'auth.invalid_credentials': 'Invalid email or password.',
  'auth.password_temporary': TEMPORARY_PASSWORD_MESSAGE,
  'auth.session_expired': 'Your session has expired. Please sign in again.',
  'auth.sign_in_required': 'Please sign in to continue.',
  'session.logged_in': 'Login successful',
  'session.profile_fetched': 'Profile fetched successfully',
  // ---- signing in through the company's directory (issue #43)
  ...DIRECTORY_MESSAGES,
  // ---- the request itself (framework, plugins)
  'request.body_empty': 'The request body is empty.',
  'request.body_invalid_json': 'The request body is not valid JSON.',
  'request.content_type': 'This content type is not accepted.',
  'request.database_unavailable': 'The database is unavailable. Please try again in a moment.',
  'request.failed': 'The request could not be processed.',
  'request.internal_error': 'Something went wrong.',
  'request.length_invalid': 'The request length is invalid.',
  'request.not_found': 'Not found.',
  'request.rate_limited': 'Too many requests. Please try again in %{seconds} seconds.',
  'request.too_large': 'The request is too large.',
  'request.too_many_files': 'The request has too many files.',
  'request.too_many_parts': 'The request has too many parts.',
  'request.unknown_field': 'Unknown field: %{field}.',
  'request.unstorable_text': 'The request contains characters that cannot be stored.',
  'validation.failed': '%{message}',
  // ---- uploads and images
  'upload.file_too_large': 'File size must not exceed 5MB.',
  'upload.image_dimensions': 'The image dimensions are too large.',
  'upload.image_link_invalid': 'This image link is not valid.',
  'upload.image_type': 'Only JPEG and PNG images are allowed.',
  'upload.no_image': 'Please choose an image to upload.',
  'upload.select_image': 'Please Select an Image',
  // ---- records served from their schemas (the title is the schema's)
  'record.conflict': 'This %{lowerTitle} is still in use or refers to a missing record.',
  'record.created': '%{title} created successfully',
  'record.deleted': '%{title} deleted successfully',
  'record.duplicate': 'This %{lowerTitle} already exists.',
  'record.fetched': '%{title} fetched successfully',
  'record.in_use': 'This %{lowerTitle} is still in use.',
  'record.list_fetched': '%{title} list fetched successfully',
  'record.listed': '%{title}s fetched successfully',
  'record.not_found': '%{title} not found.',
  'record.reference_missing': '%{label} refers to a record that does not exist.',
  'record.updated': '%{title} updated successfully',
  // ---- simple-rest query parameters
  'query.filter_field': 'Cannot filter %{plural} by "%{field}".',
  'query.filter_object': 'filter must be a JSON object: {"field": value}.',
  'query.filter_q': 'filter.q must be a text of at most 200 characters.',
  'query.filter_too_many': 'filter.%{field} may list at most %{max} values.',
  'query.filter_value': 'filter.%{field} must be %{expected}.',
  'query.not_json': '%{name} must be JSON: %{shape}.',
  'query.ids': 'filter.id must be a whole number or a list of at most 100 of them.',
  'query.range': 'range must be a JSON array of two whole numbers: [first, last].',
  'query.sort': 'sort must be a JSON array: ["field","ASC" or "DESC"].',
  'query.sort_field': 'Cannot sort by "%{field}".',
  // ---- side bar (GET /menu)
  'menu.fetched': 'Menu fetched successfully',
  // ---- CSV import
  'import.empty_file': 'The file is empty: it needs a header row and at least one row.',
  'import.imported_many': '%{count} %{noun} imported.',
  'import.imported_one': '1 %{noun} imported.',
  'import.no_rows': 'The file has a header but no rows to import.',
  'import.problems_many': '%{count} problems found in the file; nothing was imported.',
  'import.problems_one': '1 problem found in the file; nothing was imported.',
  'import.ready_many': '%{count} rows are ready to import.',
  'import.ready_one': '1 row is ready to import.',
  'import.too_many_rows': 'An import holds at most %{max} rows; this file has %{rows}.',
} as const satisfies Record<string, string>;
