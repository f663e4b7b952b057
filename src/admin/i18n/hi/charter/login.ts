/** login: Sign-in, reset password, the Manager prompt */
import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  back_to_sign_in: 'साइन इन पर वापस जाएँ',
  directory_notice: '%{name} से साइन इन अभी उपलब्ध नहीं है। कृपया अपने पासवर्ड से साइन इन करें।',
  email: 'ईमेल पता',
  email_invalid: 'कृपया एक मान्य ईमेल पता दर्ज करें।',
  email_required: 'ईमेल आवश्यक है',
  failed: 'लॉगिन नहीं हो सका। कृपया अपनी लॉगिन जानकारी जाँचें।',
  forgot_password: 'पासवर्ड भूल गए?',
  hide_password: 'पासवर्ड छिपाएँ',
  login: 'लॉगिन',
  manager_prompt_message: 'यह आपको संगठन बनाने वाले पेज पर ले जाएगा।',
  manager_prompt_title: 'क्या आप नया संगठन बनाना चाहते हैं?',
  or: 'या',
  password: 'पासवर्ड',
  password_required: 'पासवर्ड आवश्यक है',
  reset_contact:
    'पासवर्ड रीसेट करवाने के लिए कृपया अपने HR व्यवस्थापक से संपर्क करें, फिर नए पासवर्ड से साइन इन करें।',
  reset_info: 'पासवर्ड रीसेट व्यवस्थापक करते हैं।',
  reset_title: 'अपना पासवर्ड रीसेट करें',
  show_password: 'पासवर्ड दिखाएँ',
  sign_in_with: '%{name} से साइन इन करें',
  signing_in: 'आपको साइन इन किया जा रहा है…',
  subtitle: 'अपने खाते में साइन इन करें',
  title: 'साइन-इन पोर्टल',
};
