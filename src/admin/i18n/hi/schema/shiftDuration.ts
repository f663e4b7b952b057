import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  title: 'शिफ़्ट अवधि',
  'x-label': 'शिफ़्ट अवधियाँ',
  'x-list': { empty: 'कोई शिफ़्ट अवधि तय नहीं है' },
  properties: {
    shiftDurationId: { title: 'शिफ़्ट अवधि ID' },
    shiftDuration: { title: 'शिफ़्ट अवधि' },
    shiftDurationHours: { title: 'घंटे', errorMessage: 'समय का प्रारूप गलत है (HH:mm)' },
    shiftDurationMinutes: { title: 'मिनट', errorMessage: 'समय का प्रारूप गलत है (HH:mm)' },
  },
  allOf: {
    '0': { errorMessage: 'समय का प्रारूप गलत है (HH:mm)' },
    '1': { errorMessage: 'शिफ़्ट अवधि 0 मिनट से अधिक होनी चाहिए' },
  },
  errorMessage: {
    required: {
      shiftDurationHours: 'समय का प्रारूप गलत है (HH:mm)',
      shiftDurationMinutes: 'समय का प्रारूप गलत है (HH:mm)',
    },
  },
};
