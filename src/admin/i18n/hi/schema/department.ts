import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  title: 'विभाग',
  'x-label': 'विभाग',
  'x-list': {
    empty: 'कोई विभाग नहीं मिला',
    title: 'विभाग सूची',
    createLabel: 'विभाग जोड़ें',
    cells: {
      managerFirstName: { label: 'विभाग प्रबंधक', emptyText: 'लागू नहीं' },
      organizations: { label: 'संगठन', emptyText: 'असाइन नहीं' },
      branches: { label: 'उप-संगठन', emptyText: 'असाइन नहीं' },
    },
    filter: {
      label: 'संगठन',
      options: { '0': { label: 'असाइन न किए गए विभाग' } },
      requireReference: {
        text: 'विभागों का प्रबंधन करने से पहले आपको एक संगठन बनाना होगा।',
        link: { label: 'संगठन बनाएँ' },
      },
    },
    rowActions: {
      assignOrganization: {
        label: 'असाइन करें',
        title: 'संगठन असाइन करें',
        required: 'कृपया एक संगठन चुनें।',
        failure: 'संगठन असाइन नहीं हो सका',
      },
      removeOrganization: {
        label: 'असाइनमेंट हटाएँ',
        failure: 'संगठन का असाइनमेंट नहीं हट सका',
        title: 'क्या आप निश्चित हैं?',
        message: 'आप {department} का {organizations.0.organizationName} से असाइनमेंट हटाना चाहते हैं।',
        confirmLabel: 'असाइनमेंट हटाएँ',
        cancelLabel: 'रद्द करें',
      },
      assignBranch: {
        label: 'असाइन करें',
        title: 'उप-संगठन असाइन करें',
        required: 'कृपया एक उप-संगठन चुनें।',
        failure: 'उप-संगठन असाइन नहीं हो सका',
      },
      removeBranch: {
        label: 'असाइनमेंट हटाएँ',
        failure: 'उप-संगठन का असाइनमेंट नहीं हट सका',
        title: 'क्या आप निश्चित हैं?',
        message: 'आप {department} का {branches.0.branchName} से असाइनमेंट हटाना चाहते हैं।',
        confirmLabel: 'असाइनमेंट हटाएँ',
        cancelLabel: 'रद्द करें',
      },
      edit: { label: 'संपादित करें' },
      delete: {
        label: 'हटाएँ',
        title: 'क्या आप निश्चित हैं?',
        message:
          'आप इस विभाग को हटाना चाहते हैं। इस विभाग में महत्वपूर्ण जानकारी हो सकती है। इस विभाग को हटाने से इससे जुड़े सभी विवरण हट जाएँगे।',
        confirmLabel: 'विभाग हटाएँ',
        cancelLabel: 'रद्द करें',
        pending: 'हटाया जा रहा है...',
      },
    },
  },
  'x-form': {
    failure: 'एक त्रुटि हुई। कृपया फिर से प्रयास करें।',
    updated: 'विभाग सफलतापूर्वक अपडेट हुआ',
    fields: {
      organizationId: { placeholder: 'संगठन चुनें' },
      managerId: {
        deniedMessage: 'आपके पास कर्मचारियों को खोजने का विशेषाधिकार नहीं है।',
        emptyMessage: 'दिए गए खोज शब्द से कोई कर्मचारी नहीं मिला।',
      },
      attributes: {
        managerLabel: 'विशेषताएँ प्रबंधित करें',
        renamed: 'विभाग की विशेषताएँ सफलतापूर्वक अपडेट हुईं',
        deleting: 'हटाया जा रहा है...',
      },
    },
  },
  properties: {
    departmentId: { title: 'विभाग ID' },
    department: {
      title: 'विभाग का नाम',
      errorMessage: { type: 'विभाग का नाम आवश्यक है' },
      allOf: {
        '0': { errorMessage: { minLength: 'विभाग का नाम कम से कम 3 अक्षरों का होना चाहिए' } },
        '1': { errorMessage: { maxLength: 'विभाग का नाम अधिकतम 50 अक्षरों का हो सकता है' } },
        '2': { errorMessage: { pattern: 'विभाग का नाम खाली या 3 अक्षरों से कम नहीं हो सकता' } },
        '3': { errorMessage: { pattern: 'विभाग के नाम में अंक नहीं हो सकते' } },
        '4': { errorMessage: { pattern: 'विभाग के नाम में विशेष वर्ण नहीं हो सकते' } },
        '5': { errorMessage: { pattern: 'विभाग के नाम में लगातार स्पेस नहीं हो सकते' } },
      },
    },
    description: {
      title: 'विभाग का विवरण',
      errorMessage: { type: 'विवरण आवश्यक है' },
      allOf: {
        '0': { errorMessage: { pattern: 'विवरण आवश्यक है' } },
        '1': { errorMessage: { minLength: 'विवरण कम से कम 5 अक्षरों का होना चाहिए' } },
        '2': { errorMessage: { maxLength: 'विवरण 50 अक्षरों से कम होना चाहिए' } },
      },
    },
    managerId: {
      title: 'विभाग प्रबंधक',
      errorMessage: { type: 'कृपया एक मान्य प्रबंधक चुनें।', minimum: 'कृपया एक मान्य प्रबंधक चुनें।' },
    },
    organizationId: { title: 'संगठन', errorMessage: { type: 'कृपया एक संगठन चुनें।' } },
    branchId: { title: 'उप-संगठन', errorMessage: { type: 'कृपया एक उप-संगठन चुनें।' } },
    attributes: { title: 'विशेषताएँ' },
    managerFirstName: { title: 'प्रबंधक का पहला नाम' },
    managerLastName: { title: 'प्रबंधक का उपनाम' },
    managerEmployeeCode: { title: 'प्रबंधक का कर्मचारी कोड' },
    organizations: { title: 'संगठन' },
    branches: { title: 'उप-संगठन' },
  },
  errorMessage: {
    required: {
      department: 'विभाग का नाम आवश्यक है',
      description: 'विवरण आवश्यक है',
      managerId: 'कृपया एक मान्य प्रबंधक चुनें।',
    },
  },
};
