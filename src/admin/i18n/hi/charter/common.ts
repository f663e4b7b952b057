/** common: Words many screens share: Save, Cancel, Delete, Loading… */
import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  cancel: 'रद्द करें',
  close: 'बंद करें',
  copy: 'कॉपी करें',
  done: 'हो गया',
  retry: 'फिर से कोशिश करें',
  skip: 'छोड़ें',
  yes: 'हाँ',
};
