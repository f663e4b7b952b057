import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  title: 'भूमिका',
  'x-label': 'भूमिकाएँ',
  'x-list': {
    empty: 'कोई भूमिका नहीं मिली',
    title: 'भूमिका सूची',
    createLabel: 'नई भूमिका',
    cells: { privilege: { label: 'विशेषाधिकार' } },
    rowActions: {
      edit: { label: 'संपादित करें' },
      delete: {
        label: 'हटाएँ',
        title: 'क्या आप निश्चित हैं?',
        message:
          'आप भूमिका {role} को हटाना चाहते हैं। जिन उपयोगकर्ताओं के पास यह है, वे बिना भूमिका के रह जाएँगे।',
        confirmLabel: 'भूमिका हटाएँ',
        cancelLabel: 'रद्द करें',
      },
    },
  },
  properties: {
    roleId: { title: 'भूमिका ID' },
    role: {
      title: 'भूमिका का नाम',
      errorMessage: { type: 'भूमिका का नाम आवश्यक है' },
      allOf: {
        '0': { errorMessage: { minLength: 'भूमिका का नाम कम से कम 2 अक्षरों का होना चाहिए' } },
        '1': { errorMessage: { maxLength: 'भूमिका का नाम अधिकतम 20 अक्षरों का हो सकता है' } },
        '2': { errorMessage: { pattern: 'भूमिका का नाम खाली या 2 अक्षरों से कम नहीं हो सकता' } },
        '3': { errorMessage: { pattern: 'भूमिका के नाम में अंक नहीं हो सकते' } },
        '4': { errorMessage: { pattern: 'भूमिका के नाम में विशेष वर्ण नहीं हो सकते' } },
        '5': { errorMessage: { pattern: 'भूमिका के नाम में लगातार स्पेस नहीं हो सकते' } },
      },
    },
    privilege: {
      title: 'विशेषाधिकार',
      errorMessage: {
        type: 'कृपया कम से कम एक विशेषाधिकार चुनें।',
        minItems: 'कृपया कम से कम एक विशेषाधिकार चुनें।',
        pattern: 'अज्ञात विशेषाधिकार।',
      },
    },
  },
  errorMessage: {
    required: { role: 'भूमिका का नाम आवश्यक है', privilege: 'कृपया कम से कम एक विशेषाधिकार चुनें।' },
  },
};
