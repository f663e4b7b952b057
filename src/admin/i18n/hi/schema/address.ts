import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  title: 'पता',
  'x-label': 'पते',
  properties: {
    addressId: { title: 'पता ID' },
    employeeId: { title: 'कर्मचारी' },
    addressType: {
      title: 'पते का प्रकार',
      'x-enumLabels': { TEMPORARY: 'अस्थायी', PERMANENT: 'स्थायी' },
      errorMessage: { type: 'पते का प्रकार आवश्यक है', enum: 'पते का प्रकार आवश्यक है' },
    },
    propertyNumber: {
      title: 'मकान नंबर',
      errorMessage: { type: 'मकान नंबर आवश्यक है' },
      allOf: {
        '0': { errorMessage: { pattern: 'मकान नंबर आवश्यक है' } },
        '1': { errorMessage: { pattern: 'मकान नंबर में केवल अक्षर और अंक हो सकते हैं' } },
        '2': { errorMessage: { maxLength: 'मकान नंबर अधिकतम 50 अक्षरों का हो सकता है' } },
      },
    },
    zipCode: {
      title: 'पिन कोड',
      properties: {
        zipCode: {
          title: 'पिन कोड',
          errorMessage: { type: 'पिन कोड आवश्यक है' },
          allOf: {
            '0': {
              errorMessage: { pattern: 'पिन कोड 123456 या 12345-6789 प्रारूप में होना चाहिए' },
            },
          },
        },
        city: {
          title: 'शहर',
          errorMessage: { type: 'शहर आवश्यक है' },
          allOf: {
            '0': { errorMessage: { pattern: 'शहर आवश्यक है' } },
            '1': { errorMessage: { pattern: 'शहर में केवल अक्षर हो सकते हैं' } },
          },
        },
        state: {
          title: 'राज्य',
          errorMessage: { type: 'राज्य आवश्यक है' },
          allOf: {
            '0': { errorMessage: { pattern: 'राज्य आवश्यक है' } },
            '1': { errorMessage: { pattern: 'राज्य में केवल अक्षर हो सकते हैं' } },
          },
        },
      },
      errorMessage: {
        type: 'पिन कोड आवश्यक है',
        required: { zipCode: 'पिन कोड आवश्यक है', city: 'शहर आवश्यक है', state: 'राज्य आवश्यक है' },
      },
    },
    country: {
      title: 'देश',
      errorMessage: { type: 'देश आवश्यक है' },
      allOf: {
        '0': { errorMessage: { pattern: 'देश आवश्यक है' } },
        '1': { errorMessage: { pattern: 'देश में केवल अक्षर हो सकते हैं' } },
      },
    },
  },
  errorMessage: {
    required: {
      addressType: 'पते का प्रकार आवश्यक है',
      propertyNumber: 'मकान नंबर आवश्यक है',
      zipCode: 'पिन कोड आवश्यक है',
      country: 'देश आवश्यक है',
    },
  },
};
