/**
 * menu: the side bar's labels (resources/menu.json, which the server reads at start), keyed by their
 * English text (src/shared/menuLabels.ts `menuLabelKey`: "Department List" → `department_list`), so an
 * entry keeps its translation wherever ops move it. A label ops add that is not here shows as written.
 */
import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  organization: 'संगठन',
  organization_list: 'संगठन सूची',
  new_organization: 'नया संगठन',
  sub_organization: 'उप-संगठन',
  suborganization_list: 'उप-संगठन सूची',
  new_suborganization: 'नया उप-संगठन',
  department: 'विभाग',
  department_list: 'विभाग सूची',
  add_department: 'विभाग जोड़ें',
  role: 'भूमिका',
  role_list: 'भूमिका सूची',
  create_role: 'भूमिका बनाएँ',
  audit_log: 'ऑडिट लॉग',
  employee: 'कर्मचारी',
  employee_list: 'कर्मचारी सूची',
  new_employee: 'नया कर्मचारी',
  employee_attributes: 'कर्मचारी विशेषताएँ',
  skills: 'कौशल',
  designations: 'पदनाम',
  performance: 'प्रदर्शन',
  add_review: 'समीक्षा जोड़ें',
  my_reviews: 'मेरी समीक्षाएँ',
  reviews_i_wrote: 'मेरी लिखी समीक्षाएँ',
  all_reviews: 'सभी समीक्षाएँ',
  leave: 'छुट्टी',
  new_leave_request: 'नया छुट्टी अनुरोध',
  leave_applications: 'छुट्टी आवेदन',
  leave_request_list: 'छुट्टी अनुरोध सूची',
  pending_leaves: 'लंबित छुट्टियाँ',
  approved_leaves: 'स्वीकृत छुट्टियाँ',
  declined_leaves: 'अस्वीकृत छुट्टियाँ',
  holidays: 'अवकाश',
  attendence: 'उपस्थिति',
  configure_attendence: 'उपस्थिति कॉन्फ़िगर करें',
  developer: 'डेवलपर',
  api_documentation: 'API दस्तावेज़',
};
