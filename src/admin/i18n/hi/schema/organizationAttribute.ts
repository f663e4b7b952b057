import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  title: 'संगठन विशेषता',
  'x-label': 'संगठन विशेषताएँ',
  'x-list': { empty: 'कोई विशेषता उपलब्ध नहीं' },
  properties: {
    attributeId: { title: 'विशेषता ID' },
    attributeKey: {
      title: 'विशेषता का नाम',
      errorMessage: { type: 'विशेषता फ़ील्ड आवश्यक है' },
      allOf: {
        '0': { errorMessage: { pattern: 'विशेषता फ़ील्ड आवश्यक है' } },
        '1': { errorMessage: { pattern: 'विशेषता फ़ील्ड में केवल अक्षर हो सकते हैं' } },
        '2': { errorMessage: { maxLength: 'विशेषता का नाम अधिकतम 50 अक्षरों का हो सकता है' } },
      },
    },
  },
  errorMessage: { required: { attributeKey: 'विशेषता फ़ील्ड आवश्यक है' } },
};
