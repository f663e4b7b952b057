/** menu: the side bar's labels (resources/menu.json, generated with the schema texts) */
import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  organization: {
    label: 'संगठन',
    items: { '0': { label: 'संगठन सूची' }, '1': { label: 'नया संगठन' } },
  },
  suborganization: {
    label: 'उप-संगठन',
    items: { '0': { label: 'उप-संगठन सूची' }, '1': { label: 'नया उप-संगठन' } },
  },
  department: {
    label: 'विभाग',
    items: { '0': { label: 'विभाग सूची' }, '1': { label: 'विभाग जोड़ें' } },
  },
  role: {
    label: 'भूमिका',
    items: {
      '0': { label: 'भूमिका सूची' },
      '1': { label: 'भूमिका बनाएँ' },
      '2': { label: 'ऑडिट लॉग' },
    },
  },
  employee: {
    label: 'कर्मचारी',
    items: {
      '0': { label: 'कर्मचारी सूची' },
      '1': { label: 'नया कर्मचारी' },
      '2': { label: 'कर्मचारी विशेषताएँ' },
      '3': { label: 'कौशल' },
      '4': { label: 'पदनाम' },
    },
  },
  performance: {
    label: 'प्रदर्शन',
    items: {
      '0': { label: 'समीक्षा जोड़ें' },
      '1': { label: 'मेरी समीक्षाएँ' },
      '2': { label: 'मेरी लिखी समीक्षाएँ' },
      '3': { label: 'सभी समीक्षाएँ' },
    },
  },
  leave: {
    label: 'छुट्टी',
    items: {
      '0': { label: 'नया छुट्टी अनुरोध' },
      '1': { label: 'छुट्टी आवेदन' },
      '2': { label: 'छुट्टी अनुरोध सूची' },
      '3': { label: 'लंबित छुट्टियाँ' },
      '4': { label: 'स्वीकृत छुट्टियाँ' },
      '5': { label: 'अस्वीकृत छुट्टियाँ' },
      '6': { label: 'अवकाश' },
    },
  },
  attendance: { label: 'उपस्थिति', items: { '0': { label: 'उपस्थिति कॉन्फ़िगर करें' } } },
  developer: { label: 'डेवलपर', items: { '0': { label: 'API दस्तावेज़' } } },
};
