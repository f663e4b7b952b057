import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  title: 'कर्मचारी',
  'x-label': 'कर्मचारी',
  'x-list': {
    title: 'कर्मचारी सूची',
    empty: 'कोई कर्मचारी नहीं मिला',
    createLabel: 'नया कर्मचारी',
    search: { label: 'खोजें', placeholder: 'नाम, ई-मेल या कर्मचारी कोड' },
    sortChoices: {
      label: 'क्रमबद्ध करें',
      options: { '0': { label: 'बनाने की तिथि' }, '1': { label: 'वर्णानुक्रम में' } },
    },
    cells: {
      profileImage: { label: 'फ़ोटो' },
      firstName: { label: 'कर्मचारी का नाम', chip: { label: 'अधूरा' } },
      user: { label: 'कर्मचारी का ईमेल', emptyText: 'गोपनीय' },
      employeeCode: { label: 'कर्मचारी कोड' },
      departments: { label: 'विभाग', emptyText: 'असाइन नहीं' },
    },
    filter: {
      label: 'विभाग',
      options: { '0': { label: 'सभी कर्मचारी' } },
      requireReference: {
        title: 'कोई संगठन उपलब्ध नहीं',
        text: 'कर्मचारियों का प्रबंधन करने से पहले आपको एक संगठन बनाना होगा।',
        link: { label: 'संगठन बनाएँ' },
      },
    },
    rowActions: {
      assignDepartment: {
        label: 'असाइन करें',
        title: 'विभाग असाइन करें',
        required: 'कृपया एक विभाग चुनें।',
        confirmLabel: 'असाइन करें',
        cancelLabel: 'रद्द करें',
        failure: 'विभाग असाइन नहीं हो सका',
      },
      removeDepartment: {
        label: 'असाइनमेंट हटाएँ',
        failure: 'विभाग का असाइनमेंट नहीं हट सका',
        title: 'क्या आप निश्चित हैं?',
        message: 'आप {firstName} {lastName} का {departments.0.department} से असाइनमेंट हटाना चाहते हैं।',
        confirmLabel: 'असाइनमेंट हटाएँ',
        cancelLabel: 'रद्द करें',
      },
      edit: { label: 'संपादित करें' },
      delete: {
        label: 'हटाएँ',
        title: 'क्या आप निश्चित हैं?',
        message: 'आप इस चुने गए कर्मचारी को रिकॉर्ड से हटाना चाहते हैं।',
        confirmLabel: 'कर्मचारी हटाएँ',
        cancelLabel: 'रद्द करें',
        success: 'कर्मचारी हटाया गया',
      },
    },
  },
  'x-form': {
    sections: {
      '0': { title: 'व्यक्तिगत जानकारी' },
      '1': { title: 'व्यक्तिगत विवरण' },
      '2': { title: 'अतिरिक्त विवरण' },
    },
  },
  properties: {
    employeeId: { title: 'कर्मचारी ID' },
    userId: { title: 'उपयोगकर्ता' },
    employeeCode: {
      title: 'कर्मचारी कोड',
      errorMessage: { type: 'कर्मचारी कोड आवश्यक है' },
      allOf: {
        '0': { errorMessage: { pattern: 'कर्मचारी कोड खाली नहीं हो सकता' } },
        '1': { errorMessage: { pattern: 'कर्मचारी कोड में केवल अक्षर और अंक होने चाहिए' } },
        '2': { errorMessage: { maxLength: 'कर्मचारी कोड अधिकतम 20 अक्षरों का हो सकता है' } },
      },
    },
    firstName: {
      title: 'पहला नाम',
      errorMessage: { type: 'पहला नाम आवश्यक है' },
      allOf: {
        '0': { errorMessage: { pattern: 'पहला नाम खाली नहीं हो सकता' } },
        '1': { errorMessage: { pattern: 'पहले नाम में केवल अक्षर होने चाहिए' } },
        '2': { errorMessage: { minLength: 'पहला नाम कम से कम 2 अक्षरों का होना चाहिए' } },
        '3': { errorMessage: { maxLength: 'पहला नाम अधिकतम 50 अक्षरों का हो सकता है' } },
      },
    },
    lastName: {
      title: 'उपनाम',
      errorMessage: { type: 'उपनाम आवश्यक है' },
      allOf: {
        '0': { errorMessage: { pattern: 'उपनाम खाली नहीं हो सकता' } },
        '1': { errorMessage: { pattern: 'उपनाम में केवल अक्षर होने चाहिए' } },
        '2': { errorMessage: { minLength: 'उपनाम कम से कम 2 अक्षरों का होना चाहिए' } },
        '3': { errorMessage: { maxLength: 'उपनाम अधिकतम 50 अक्षरों का हो सकता है' } },
      },
    },
    gender: {
      title: 'लिंग',
      'x-enumLabels': { MALE: 'पुरुष', FEMALE: 'महिला', OTHER: 'अन्य' },
      errorMessage: { enum: 'लिंग पुरुष, महिला या अन्य होना चाहिए' },
    },
    profileImage: { title: 'प्रोफ़ाइल फ़ोटो' },
    photo: { title: 'फ़ोटो की बाइट्स' },
    photoType: { title: 'फ़ोटो का कंटेंट टाइप' },
    photoVersion: { title: 'फ़ोटो संस्करण' },
    departmentId: {
      title: 'विभाग',
      errorMessage: { type: 'विभाग आवश्यक है', minimum: 'विभाग आवश्यक है' },
    },
    contact: {
      title: 'संपर्क नंबर',
      allOf: { '0': { errorMessage: { pattern: 'संपर्क नंबर ठीक 10 अंकों का होना चाहिए' } } },
    },
    dateOfBirth: {
      title: 'जन्म तिथि',
      errorMessage: { format: 'जन्म तिथि एक मान्य तिथि होनी चाहिए' },
    },
    position: {
      title: 'पद',
      allOf: { '0': { errorMessage: { maxLength: 'पद अधिकतम 50 अक्षरों का हो सकता है' } } },
    },
    joinDate: {
      title: 'कार्यग्रहण तिथि',
      errorMessage: { format: 'कार्यग्रहण तिथि एक मान्य तिथि होनी चाहिए' },
    },
    adhaarNumber: {
      title: 'आधार नंबर',
      allOf: { '0': { errorMessage: { pattern: 'आधार नंबर ठीक 12 अंकों का होना चाहिए' } } },
    },
    panNumber: {
      title: 'PAN नंबर',
      allOf: { '0': { errorMessage: { pattern: 'PAN नंबर ABCDE1234F प्रारूप में होना चाहिए' } } },
    },
    uanNumber: {
      title: 'UAN नंबर',
      allOf: { '0': { errorMessage: { pattern: 'UAN नंबर ठीक 12 अंकों का होना चाहिए' } } },
    },
    salary: {
      title: 'वेतन',
      errorMessage: { type: 'वेतन एक संख्या होनी चाहिए', minimum: 'वेतन ऋणात्मक नहीं हो सकता' },
    },
    attributes: { title: 'विशेषताएँ' },
    skillList: { title: 'कौशल' },
    designationList: { title: 'पदनाम' },
    user: { title: 'कर्मचारी का ईमेल' },
    departments: { title: 'विभाग' },
    addresses: { title: 'पते' },
    emergencyContacts: { title: 'आपातकालीन संपर्क' },
    account: { title: 'बैंक खाता' },
    skills: { title: 'कौशल' },
    designations: { title: 'पदनाम' },
  },
  errorMessage: {
    required: {
      firstName: 'पहला नाम आवश्यक है',
      lastName: 'उपनाम आवश्यक है',
      employeeCode: 'कर्मचारी कोड आवश्यक है',
      departmentId: 'विभाग आवश्यक है',
    },
  },
};
