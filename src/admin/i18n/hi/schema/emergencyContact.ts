import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  title: 'आपातकालीन संपर्क',
  'x-label': 'आपातकालीन संपर्क',
  properties: {
    emergencyContactId: { title: 'आपातकालीन संपर्क ID' },
    employeeId: { title: 'कर्मचारी' },
    contact: {
      title: 'संपर्क',
      errorMessage: { type: 'संपर्क आवश्यक है' },
      allOf: {
        '0': { errorMessage: { pattern: 'संपर्क आवश्यक है' } },
        '1': { errorMessage: { pattern: 'संपर्क ठीक 10 अंकों का होना चाहिए' } },
      },
    },
    relationship: {
      title: 'संबंध',
      errorMessage: { type: 'संबंध आवश्यक है' },
      allOf: {
        '0': { errorMessage: { pattern: 'संबंध आवश्यक है' } },
        '1': { errorMessage: { pattern: 'संबंध में केवल अक्षर हो सकते हैं' } },
        '2': { errorMessage: { maxLength: 'संबंध अधिकतम 30 अक्षरों का हो सकता है' } },
      },
    },
  },
  errorMessage: { required: { contact: 'संपर्क आवश्यक है', relationship: 'संबंध आवश्यक है' } },
};
