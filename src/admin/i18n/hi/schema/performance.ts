import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  title: 'प्रदर्शन समीक्षा',
  'x-label': 'प्रदर्शन समीक्षाएँ',
  'x-list': { empty: 'कोई समीक्षा उपलब्ध नहीं।' },
  properties: {
    performanceId: { title: 'समीक्षा ID' },
    employeeId: { title: 'कर्मचारी' },
    reviewerId: { title: 'समीक्षक' },
    reviewDate: { title: 'समीक्षा तिथि' },
    rating: {
      title: 'रेटिंग',
      'x-enumLabels': {
        VERY_POOR: 'बहुत ख़राब',
        POOR: 'ख़राब',
        FAIR: 'ठीक-ठाक',
        GOOD: 'अच्छा',
        EXCELLENT: 'उत्कृष्ट',
      },
      errorMessage: { type: 'यह फ़ील्ड आवश्यक है', enum: 'यह फ़ील्ड आवश्यक है' },
    },
    comment: {
      title: 'टिप्पणी',
      errorMessage: { type: 'यह फ़ील्ड आवश्यक है' },
      allOf: {
        '0': { errorMessage: { pattern: 'यह फ़ील्ड आवश्यक है' } },
        '1': { errorMessage: { maxLength: 'टिप्पणी अधिकतम 1000 अक्षरों की हो सकती है' } },
      },
    },
    firstName: { title: 'पहला नाम' },
    lastName: { title: 'उपनाम' },
    employeeCode: { title: 'कर्मचारी कोड' },
    reviewerFirstName: { title: 'समीक्षक' },
    reviewerLastName: { title: 'समीक्षक का उपनाम' },
    reviewerEmployeeCode: { title: 'समीक्षक का कर्मचारी कोड' },
  },
  errorMessage: { required: { rating: 'यह फ़ील्ड आवश्यक है', comment: 'यह फ़ील्ड आवश्यक है' } },
};
