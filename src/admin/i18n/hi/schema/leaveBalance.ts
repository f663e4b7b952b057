import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  title: 'छुट्टी शेष',
  'x-label': 'छुट्टी शेष',
  properties: {
    leaveBalanceId: { title: 'छुट्टी शेष ID' },
    employeeId: { title: 'कर्मचारी' },
    leaveTypeId: { title: 'छुट्टी का प्रकार' },
    leaveType: {
      title: 'छुट्टी का प्रकार',
      'x-enumLabels': { PLANNED: 'नियोजित छुट्टी', SICK: 'चिकित्सा छुट्टी' },
    },
    accruedLeave: {
      title: 'अर्जित छुट्टी',
      errorMessage: {
        type: 'अर्जित छुट्टी एक संख्या होनी चाहिए',
        minimum: 'अर्जित छुट्टी ऋणात्मक नहीं हो सकती',
      },
    },
    usedLeave: {
      title: 'ली गई छुट्टी',
      errorMessage: {
        type: 'ली गई छुट्टी एक संख्या होनी चाहिए',
        minimum: 'ली गई छुट्टी ऋणात्मक नहीं हो सकती',
      },
    },
    carryForward: {
      title: 'आगे ले जाई गई छुट्टी',
      errorMessage: {
        type: 'आगे ले जाई गई छुट्टी एक संख्या होनी चाहिए',
        minimum: 'आगे ले जाई गई छुट्टी ऋणात्मक नहीं हो सकती',
      },
    },
    lastAccruedMonth: { title: 'अंतिम अर्जन माह' },
  },
};
