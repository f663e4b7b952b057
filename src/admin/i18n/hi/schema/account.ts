import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  title: 'बैंक खाता',
  'x-label': 'बैंक खाते',
  properties: {
    accountId: { title: 'खाता ID' },
    employeeId: { title: 'कर्मचारी' },
    bankName: {
      title: 'बैंक का नाम',
      errorMessage: { type: 'बैंक का नाम आवश्यक है' },
      allOf: {
        '0': { errorMessage: { pattern: 'बैंक का नाम आवश्यक है' } },
        '1': { errorMessage: { maxLength: 'बैंक का नाम अधिकतम 100 अक्षरों का हो सकता है' } },
      },
    },
    accountNumber: {
      title: 'खाता नंबर',
      errorMessage: { type: 'खाता नंबर आवश्यक है' },
      allOf: { '0': { errorMessage: { pattern: 'खाता नंबर 9 से 18 अंकों का होना चाहिए' } } },
    },
    ifsc: {
      title: 'IFSC कोड',
      errorMessage: { type: 'IFSC कोड आवश्यक है' },
      allOf: { '0': { errorMessage: { pattern: 'IFSC कोड XXXX0YYYYYY प्रारूप में होना चाहिए' } } },
    },
    branch: {
      title: 'शाखा',
      errorMessage: { type: 'शाखा आवश्यक है' },
      allOf: {
        '0': { errorMessage: { pattern: 'शाखा आवश्यक है' } },
        '1': { errorMessage: { maxLength: 'शाखा अधिकतम 100 अक्षरों की हो सकती है' } },
      },
    },
  },
  errorMessage: {
    required: {
      bankName: 'बैंक का नाम आवश्यक है',
      accountNumber: 'खाता नंबर आवश्यक है',
      ifsc: 'IFSC कोड आवश्यक है',
      branch: 'शाखा आवश्यक है',
    },
  },
};
