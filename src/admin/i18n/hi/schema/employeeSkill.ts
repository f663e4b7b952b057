import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  title: 'कर्मचारी कौशल',
  'x-label': 'कर्मचारी कौशल',
  properties: {
    employeeSkillId: { title: 'कर्मचारी कौशल ID' },
    employeeId: { title: 'कर्मचारी' },
    skillId: { title: 'कौशल' },
  },
};
