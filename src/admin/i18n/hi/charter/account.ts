/** account: Change password, reset password button, log out everywhere */
import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  change_password: 'पासवर्ड बदलें',
  choose_new: 'नया पासवर्ड चुनें',
  confirm_new_password: 'नए पासवर्ड की पुष्टि करें',
  confirm_required: 'कृपया नए पासवर्ड की पुष्टि करें',
  copied: 'कॉपी हो गया',
  copy_failed: 'कॉपी नहीं हो सका। पासवर्ड चुनकर खुद कॉपी करें।',
  current_password: 'वर्तमान पासवर्ड',
  current_required: 'वर्तमान पासवर्ड आवश्यक है',
  hide_field: '%{field} छिपाएँ',
  mismatch: 'पासवर्ड मेल नहीं खाते',
  new_password: 'नया पासवर्ड',
  new_password_hint: 'कम से कम 8 अक्षर, जिनमें एक बड़ा और एक छोटा अक्षर, एक अंक और @$!%*?& में से एक हो',
  new_required: 'पासवर्ड आवश्यक है',
  password_changed: 'पासवर्ड सफलतापूर्वक बदल दिया गया',
  reset_confirm_message:
    '%{who} को एक अस्थायी पासवर्ड मिलेगा और वे हर जगह से साइन आउट हो जाएँगे। अगली बार साइन इन करते समय उन्हें अपना पासवर्ड सेट करना होगा।',
  reset_confirm_title: 'पासवर्ड रीसेट करें?',
  reset_give:
    'यह पासवर्ड %{who} को दें। यह केवल एक बार दिखाया जाता है: यह विंडो बंद करने के बाद इसे कोई दोबारा नहीं देख सकेगा।',
  reset_password: 'पासवर्ड रीसेट करें',
  same: 'नया पासवर्ड वर्तमान पासवर्ड से अलग होना चाहिए।',
  set_own: 'आगे बढ़ने के लिए अपना पासवर्ड सेट करें',
  show_field: '%{field} दिखाएँ',
  sign_out: 'साइन आउट',
  strength: 'मज़बूती: %{level}',
  strength_fair: 'ठीक-ठाक',
  strength_strong: 'मज़बूत',
  strength_weak: 'बहुत कमज़ोर',
  temporary_notice: 'आपका पासवर्ड अस्थायी है। आगे बढ़ने से पहले नया पासवर्ड सेट करें।',
  temporary_password: 'अस्थायी पासवर्ड',
  temporary_password_title: 'अस्थायी पासवर्ड',
  this_user: 'इस उपयोगकर्ता',
};
