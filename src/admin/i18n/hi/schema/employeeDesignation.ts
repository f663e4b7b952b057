import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  title: 'कर्मचारी पदनाम',
  'x-label': 'कर्मचारी पदनाम',
  properties: {
    employeeDesignationId: { title: 'कर्मचारी पदनाम ID' },
    employeeId: { title: 'कर्मचारी' },
    designationId: { title: 'पदनाम' },
  },
};
