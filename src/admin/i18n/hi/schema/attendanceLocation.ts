import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  title: 'उपस्थिति स्थान',
  'x-label': 'उपस्थिति स्थान',
  'x-list': { empty: 'कोई उपस्थिति स्थान नहीं मिला' },
  properties: {
    attendanceLocationId: { title: 'उपस्थिति स्थान ID' },
    attendanceLocation: {
      title: 'स्थान का नाम',
      errorMessage: { type: 'स्थान का नाम आवश्यक है' },
      allOf: {
        '0': { errorMessage: { pattern: 'स्थान के नाम में केवल स्पेस नहीं हो सकते' } },
        '1': { errorMessage: { pattern: 'स्थान के नाम में केवल अक्षर हो सकते हैं' } },
        '2': { errorMessage: { maxLength: 'स्थान का नाम अधिकतम 50 अक्षरों का हो सकता है' } },
      },
    },
    latitude: {
      title: 'अक्षांश',
      errorMessage: {
        type: 'अक्षांश आवश्यक है',
        minimum: 'अक्षांश -90 और 90 के बीच होना चाहिए',
        maximum: 'अक्षांश -90 और 90 के बीच होना चाहिए',
      },
    },
    longitude: {
      title: 'देशांतर',
      errorMessage: {
        type: 'देशांतर आवश्यक है',
        minimum: 'देशांतर -180 और 180 के बीच होना चाहिए',
        maximum: 'देशांतर -180 और 180 के बीच होना चाहिए',
      },
    },
    elevation: { title: 'ऊँचाई (m)', errorMessage: { type: 'ऊँचाई आवश्यक है' } },
  },
  errorMessage: {
    required: {
      attendanceLocation: 'स्थान का नाम आवश्यक है',
      latitude: 'अक्षांश आवश्यक है',
      longitude: 'देशांतर आवश्यक है',
      elevation: 'ऊँचाई आवश्यक है',
    },
  },
};
