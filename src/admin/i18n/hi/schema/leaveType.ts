import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  title: 'छुट्टी का प्रकार',
  'x-label': 'छुट्टी के प्रकार',
  'x-list': { empty: 'छुट्टी का कोई प्रकार नहीं मिला' },
  properties: {
    leaveTypeId: { title: 'छुट्टी प्रकार ID' },
    leaveType: {
      title: 'छुट्टी प्रकार कोड',
      'x-enumLabels': { PLANNED: 'नियोजित छुट्टी', SICK: 'चिकित्सा छुट्टी' },
      errorMessage: { type: 'छुट्टी प्रकार कोड आवश्यक है' },
      allOf: {
        '0': {
          errorMessage: {
            pattern: 'छुट्टी प्रकार कोड में केवल बड़े अंग्रेज़ी अक्षर (A-Z) और अंडरस्कोर (_) हो सकते हैं',
          },
        },
        '1': { errorMessage: { maxLength: 'छुट्टी प्रकार कोड अधिकतम 30 अक्षरों का हो सकता है' } },
      },
    },
    description: {
      title: 'विवरण',
      allOf: { '0': { errorMessage: { maxLength: 'विवरण अधिकतम 200 अक्षरों का हो सकता है' } } },
    },
    leavesPerMonth: {
      title: 'प्रति माह छुट्टियाँ',
      errorMessage: {
        type: 'प्रति माह छुट्टियाँ एक संख्या होनी चाहिए',
        minimum: 'प्रति माह छुट्टियाँ ऋणात्मक नहीं हो सकतीं',
      },
    },
    totalLeaves: {
      title: 'कुल छुट्टियाँ',
      errorMessage: {
        type: 'कुल छुट्टियाँ एक संख्या होनी चाहिए',
        minimum: 'कुल छुट्टियाँ ऋणात्मक नहीं हो सकतीं',
      },
    },
    carryForwardLimit: {
      title: 'आगे ले जाने की सीमा',
      errorMessage: {
        type: 'आगे ले जाने की सीमा एक संख्या होनी चाहिए',
        minimum: 'आगे ले जाने की सीमा ऋणात्मक नहीं हो सकती',
      },
    },
    isPaidLeave: { title: 'सवेतन छुट्टी' },
  },
  errorMessage: {
    required: {
      leaveType: 'छुट्टी प्रकार कोड आवश्यक है',
      leavesPerMonth: 'प्रति माह छुट्टियाँ आवश्यक है',
    },
  },
};
