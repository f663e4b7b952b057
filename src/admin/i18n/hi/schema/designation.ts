import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  title: 'पदनाम',
  'x-label': 'पदनाम',
  'x-list': { empty: 'कोई पदनाम नहीं मिला' },
  properties: {
    designationId: { title: 'पदनाम ID' },
    designation: {
      title: 'पदनाम',
      errorMessage: { type: 'पदनाम आवश्यक है' },
      allOf: {
        '0': { errorMessage: { pattern: 'पदनाम खाली नहीं हो सकता' } },
        '1': { errorMessage: { maxLength: 'पदनाम अधिकतम 50 अक्षरों का हो सकता है' } },
      },
    },
  },
  errorMessage: { required: { designation: 'पदनाम आवश्यक है' } },
};
