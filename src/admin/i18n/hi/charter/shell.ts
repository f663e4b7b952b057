/** shell: The top bar, side menu, drawer, profile menu, theme and language choice, skip link, error page, not found, access denied */
import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  access_denied: 'पहुँच की अनुमति नहीं',
  change_password: 'पासवर्ड बदलें',
  dashboard: 'डैशबोर्ड',
  go_to_dashboard: 'डैशबोर्ड पर जाएँ',
  language: 'भाषा',
  logged_out: 'लॉग आउट हो गए',
  logging_out: 'लॉग आउट हो रहा है...',
  logout: 'लॉग आउट',
  logout_everywhere: 'हर जगह से लॉग आउट',
  logout_everywhere_message:
    'आपके खाते का हर सत्र समाप्त हो जाएगा, इस डिवाइस पर भी और बाकी सभी पर भी। आपको फिर से साइन इन करना होगा।',
  logout_everywhere_title: 'हर जगह से लॉग आउट करें?',
  logout_message: 'आप अपने खाते से लॉग आउट हो जाएँगे',
  logout_title: 'क्या आप निश्चित हैं?',
  main_menu: 'मुख्य मेन्यू',
  no_privilege_page: 'आपको यह पेज खोलने का अधिकार नहीं है।',
  no_role: 'कोई भूमिका नहीं',
  not_found_message: 'यह पेज मौजूद नहीं है, या अभी उपलब्ध नहीं है।',
  not_found_title: 'पेज नहीं मिला',
  open_menu: 'मेन्यू खोलें',
  profile_button: '%{initials} — %{name} का प्रोफ़ाइल मेन्यू',
  profile_button_anonymous: 'प्रोफ़ाइल मेन्यू',
  screen_failed: 'यह पेज दिखाते समय कुछ गड़बड़ हो गई।',
  skip_to_content: 'मुख्य सामग्री पर जाएँ',
  theme_to_dark: 'डार्क थीम पर जाएँ',
  theme_to_light: 'लाइट थीम पर जाएँ',
  theme_toggle: 'लाइट/डार्क थीम बदलें',
  try_again: 'फिर से कोशिश करें',
};
