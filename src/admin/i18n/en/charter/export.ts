/** export: Export and import */
import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  build_failed: 'The export could not be built.',
  export_csv: 'Export to csv',
  export_xls: 'Export to xls',
  exporting: 'Exporting...',
};
