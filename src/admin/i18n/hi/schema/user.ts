import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  title: 'उपयोगकर्ता',
  'x-label': 'उपयोगकर्ता',
  'x-list': { empty: 'कोई उपयोगकर्ता नहीं मिला' },
  properties: {
    userId: { title: 'उपयोगकर्ता ID' },
    email: {
      title: 'ईमेल',
      errorMessage: { type: 'ईमेल आवश्यक है' },
      allOf: {
        '0': { errorMessage: { format: 'अमान्य ईमेल पता' } },
        '1': { errorMessage: { pattern: 'डोमेन में कोई अंक नहीं हो सकता' } },
        '2': { errorMessage: { maxLength: 'ईमेल अधिकतम 254 अक्षरों का हो सकता है' } },
      },
    },
    password: {
      title: 'पासवर्ड',
      errorMessage: { type: 'पासवर्ड आवश्यक है' },
      allOf: {
        '0': { errorMessage: { minLength: 'पासवर्ड आवश्यक है' } },
        '1': { errorMessage: { minLength: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए' } },
        '2': {
          errorMessage: {
            pattern: 'पासवर्ड में कम से कम एक बड़ा अक्षर, एक छोटा अक्षर, एक अंक और एक विशेष वर्ण होना चाहिए',
          },
        },
        '3': { errorMessage: { maxLength: 'पासवर्ड अधिकतम 128 अक्षरों का हो सकता है' } },
      },
    },
    passwordHash: { title: 'पासवर्ड हैश' },
    createdAt: { title: 'बनाने का समय' },
    active: { title: 'सक्रिय' },
    roleId: { title: 'भूमिका' },
    createdBy: { title: 'बनाने वाले' },
    mustChangePassword: { title: 'पासवर्ड बदलना आवश्यक' },
    tokenVersion: { title: 'टोकन संस्करण' },
  },
  errorMessage: { required: { email: 'ईमेल आवश्यक है' } },
};
