import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  title: 'उप-संगठन',
  'x-label': 'उप-संगठन',
  'x-list': {
    empty: 'कोई उप-संगठन नहीं मिला',
    title: 'उप-संगठन सूची',
    createLabel: 'नया उप-संगठन',
    cells: { organizations: { label: 'संगठन', emptyText: 'असाइन नहीं' } },
    filter: { label: 'संगठन', options: { '0': { label: 'असाइन न किए गए उप-संगठन' } } },
    rowActions: {
      assign: {
        label: 'असाइन करें',
        title: 'संगठन असाइन करें',
        required: 'कृपया एक संगठन चुनें।',
        failure: 'संगठन असाइन नहीं हो सका',
      },
      remove: {
        label: 'असाइनमेंट हटाएँ',
        failure: 'संगठन का असाइनमेंट नहीं हट सका',
        title: 'क्या आप निश्चित हैं?',
        message: 'आप {branchName} का {organizations.0.organizationName} से असाइनमेंट हटाना चाहते हैं।',
        confirmLabel: 'असाइनमेंट हटाएँ',
        cancelLabel: 'रद्द करें',
      },
      edit: { label: 'संपादित करें' },
      delete: {
        label: 'हटाएँ',
        title: 'क्या आप निश्चित हैं?',
        message: 'आप उप-संगठन {branchName} को हटाना चाहते हैं। इसके विभाग बिना असाइनमेंट के रह जाएँगे।',
        confirmLabel: 'उप-संगठन हटाएँ',
        cancelLabel: 'रद्द करें',
      },
    },
  },
  'x-form': {
    fields: {
      organizationId: { placeholder: 'संगठन चुनें' },
      attributes: { managerLabel: 'उप-संगठन विशेषताएँ' },
    },
  },
  properties: {
    branchId: { title: 'उप-संगठन ID' },
    branchName: {
      title: 'उप-संगठन का नाम',
      errorMessage: { type: 'उप-संगठन का नाम आवश्यक है' },
      allOf: {
        '0': { errorMessage: { minLength: 'उप-संगठन का नाम कम से कम 3 अक्षरों का होना चाहिए' } },
        '1': { errorMessage: { maxLength: 'उप-संगठन का नाम अधिकतम 50 अक्षरों का हो सकता है' } },
        '2': { errorMessage: { pattern: 'उप-संगठन का नाम खाली या 3 अक्षरों से कम नहीं हो सकता' } },
        '3': { errorMessage: { pattern: 'उप-संगठन के नाम में अंक नहीं हो सकते' } },
        '4': { errorMessage: { pattern: 'उप-संगठन के नाम में विशेष वर्ण नहीं हो सकते' } },
        '5': { errorMessage: { pattern: 'उप-संगठन के नाम में लगातार स्पेस नहीं हो सकते' } },
      },
    },
    organizationId: { title: 'संगठन', errorMessage: { type: 'कृपया एक संगठन चुनें।' } },
    attributes: { title: 'विशेषताएँ' },
    organizations: { title: 'संगठन' },
    departments: { title: 'विभाग' },
  },
  errorMessage: { required: { branchName: 'उप-संगठन का नाम आवश्यक है' } },
};
