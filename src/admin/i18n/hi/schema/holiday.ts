import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  title: 'अवकाश',
  'x-label': 'अवकाश',
  'x-catalogue': {
    privileges: {
      GET_HOLIDAYS: 'सार्वजनिक अवकाश कैलेंडर देखें',
      CREATE_HOLIDAY: 'सार्वजनिक अवकाश जोड़ें',
      UPDATE_HOLIDAY: 'सार्वजनिक अवकाश संपादित करें',
      DELETE_HOLIDAY: 'सार्वजनिक अवकाश हटाएँ',
    },
  },
  'x-list': {
    empty: 'कोई अवकाश नहीं मिला',
    cells: { organizationId: { emptyText: 'सभी संगठन' } },
  },
  'x-form': { fields: { organizationId: { placeholder: 'सभी संगठन' } } },
  properties: {
    holidayId: { title: 'अवकाश ID' },
    name: {
      title: 'अवकाश का नाम',
      'x-help': "केवल अक्षर, अंक, स्पेस और . , ' ( ) & - ; 3 से 60 अक्षर।",
      errorMessage: { type: 'अवकाश का नाम आवश्यक है' },
      allOf: {
        '0': { errorMessage: { pattern: 'अवकाश का नाम आवश्यक है' } },
        '1': { errorMessage: { minLength: 'अवकाश का नाम कम से कम 3 अक्षरों का होना चाहिए' } },
        '2': { errorMessage: { maxLength: 'अवकाश का नाम अधिकतम 60 अक्षरों का हो सकता है' } },
        '3': { errorMessage: { pattern: 'अवकाश के नाम में विशेष वर्ण नहीं हो सकते' } },
        '4': { errorMessage: { pattern: 'अवकाश के नाम में लगातार स्पेस नहीं हो सकते' } },
      },
    },
    date: {
      title: 'तिथि',
      errorMessage: { type: 'तिथि आवश्यक है', format: 'तिथि एक मान्य तिथि होनी चाहिए' },
    },
    halfDay: {
      title: 'आधा दिन',
      'x-help': 'आधे दिन का अवकाश: कार्यालय दोपहर में बंद हो जाता है।',
    },
    organizationId: {
      title: 'संगठन',
      'x-help': 'खाली छोड़ें: अवकाश हर संगठन पर लागू होगा।',
      errorMessage: { type: 'कृपया एक संगठन चुनें।' },
    },
  },
  errorMessage: { required: { name: 'अवकाश का नाम आवश्यक है', date: 'तिथि आवश्यक है' } },
};
