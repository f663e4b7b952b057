/** export: Export and import */
import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  build_failed: 'एक्सपोर्ट फ़ाइल नहीं बन सकी।',
  export_csv: 'csv में एक्सपोर्ट करें',
  export_xls: 'xls में एक्सपोर्ट करें',
  exporting: 'एक्सपोर्ट हो रहा है...',
};
