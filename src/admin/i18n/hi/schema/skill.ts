import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  title: 'कौशल',
  'x-label': 'कौशल',
  'x-list': { empty: 'कोई कौशल नहीं मिला' },
  properties: {
    skillId: { title: 'कौशल ID' },
    skill: {
      title: 'कौशल',
      errorMessage: { type: 'कौशल आवश्यक है' },
      allOf: {
        '0': { errorMessage: { pattern: 'कौशल खाली नहीं हो सकता' } },
        '1': { errorMessage: { maxLength: 'कौशल अधिकतम 50 अक्षरों का हो सकता है' } },
      },
    },
  },
  errorMessage: { required: { skill: 'कौशल आवश्यक है' } },
};
