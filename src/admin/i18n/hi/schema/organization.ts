import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  title: 'संगठन',
  'x-label': 'संगठन',
  'x-list': {
    empty: 'कोई संगठन उपलब्ध नहीं',
    title: 'संगठन सूची',
    createLabel: 'नया',
    rowActions: {
      edit: { label: 'संपादित करें' },
      delete: {
        label: 'हटाएँ',
        title: 'क्या आप निश्चित हैं?',
        message:
          'आप संगठन {organizationName} को हटाना चाहते हैं। इसके विभाग और उप-संगठन बिना असाइनमेंट के रह जाएँगे।',
        confirmLabel: 'संगठन हटाएँ',
        cancelLabel: 'रद्द करें',
      },
    },
  },
  'x-form': {
    fields: {
      organizationImage: {
        typeMessage: 'केवल JPEG और PNG चित्रों की अनुमति है।',
        sizeMessage: 'फ़ाइल का आकार 5MB से अधिक नहीं होना चाहिए।',
      },
      attributes: { managerLabel: 'विशेषताएँ प्रबंधित करें' },
    },
  },
  properties: {
    organizationId: { title: 'संगठन ID' },
    organizationName: {
      title: 'संगठन का नाम',
      errorMessage: { type: 'संगठन का नाम आवश्यक है' },
      allOf: {
        '0': { errorMessage: { pattern: 'संगठन का नाम खाली नहीं हो सकता' } },
        '1': { errorMessage: { minLength: 'संगठन का नाम कम से कम 3 अक्षरों का होना चाहिए' } },
        '2': { errorMessage: { maxLength: 'संगठन का नाम अधिकतम 50 अक्षरों का हो सकता है' } },
        '3': { errorMessage: { pattern: 'संगठन के नाम में अंक नहीं हो सकते' } },
        '4': { errorMessage: { pattern: 'संगठन के नाम में केवल अक्षर और स्पेस हो सकते हैं' } },
        '5': { errorMessage: { pattern: 'संगठन के नाम में लगातार स्पेस नहीं हो सकते' } },
      },
    },
    organizationDescription: {
      title: 'संगठन का विवरण',
      errorMessage: { type: 'संगठन का विवरण आवश्यक है' },
      allOf: {
        '0': { errorMessage: { minLength: 'संगठन का विवरण कम से कम 5 अक्षरों का होना चाहिए' } },
        '1': { errorMessage: { maxLength: 'संगठन का विवरण अधिकतम 200 अक्षरों का हो सकता है' } },
        '2': { errorMessage: { pattern: 'संगठन का विवरण खाली या 5 अक्षरों से कम नहीं हो सकता' } },
      },
    },
    organizationImage: { title: 'लोगो', 'x-help': 'JPEG या PNG, अधिकतम 5 MB' },
    logo: { title: 'लोगो की बाइट्स' },
    logoType: { title: 'लोगो का कंटेंट टाइप' },
    logoVersion: { title: 'लोगो संस्करण' },
    attributes: { title: 'विशेषताएँ' },
  },
  errorMessage: {
    required: {
      organizationName: 'संगठन का नाम आवश्यक है',
      organizationDescription: 'संगठन का विवरण आवश्यक है',
    },
  },
};
