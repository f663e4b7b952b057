import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  title: 'उपस्थिति',
  'x-label': 'उपस्थिति',
  'x-list': { empty: 'उपस्थिति का कोई रिकॉर्ड नहीं मिला' },
  properties: {
    attendanceId: { title: 'उपस्थिति ID' },
    userId: { title: 'उपयोगकर्ता' },
    date: { title: 'तिथि' },
    clockInTime: { title: 'क्लॉक इन' },
    clockOutTime: { title: 'क्लॉक आउट' },
    missingMinutes: { title: 'कम पड़े मिनट' },
    latitude: {
      title: 'अक्षांश',
      errorMessage: {
        type: 'क्लॉक इन करने से पहले कृपया अपना स्थान प्राप्त करें।',
        minimum: 'अक्षांश -90 और 90 के बीच होना चाहिए',
        maximum: 'अक्षांश -90 और 90 के बीच होना चाहिए',
      },
    },
    longitude: {
      title: 'देशांतर',
      errorMessage: {
        type: 'क्लॉक इन करने से पहले कृपया अपना स्थान प्राप्त करें।',
        minimum: 'देशांतर -180 और 180 के बीच होना चाहिए',
        maximum: 'देशांतर -180 और 180 के बीच होना चाहिए',
      },
    },
    elevation: {
      title: 'ऊँचाई',
      errorMessage: { type: 'क्लॉक इन करने से पहले कृपया अपना स्थान प्राप्त करें।' },
    },
    attendanceMarked: {
      title: 'उपस्थिति दर्ज',
      errorMessage: { type: 'उपस्थिति दर्ज का मान हाँ या नहीं होना चाहिए' },
    },
  },
  errorMessage: {
    required: {
      latitude: 'क्लॉक इन करने से पहले कृपया अपना स्थान प्राप्त करें।',
      longitude: 'क्लॉक इन करने से पहले कृपया अपना स्थान प्राप्त करें।',
      elevation: 'क्लॉक इन करने से पहले कृपया अपना स्थान प्राप्त करें।',
    },
  },
};
