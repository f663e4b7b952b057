/** notifications: Toasts */
import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  close: 'बंद करें',
};
