/** common: Words many screens share: Save, Cancel, Delete, Loading… */
import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  cancel: 'Cancel',
  close: 'Close',
  copy: 'Copy',
  done: 'Done',
  retry: 'Retry',
  skip: 'Skip',
  yes: 'Yes',
};
