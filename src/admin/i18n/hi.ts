/**
 * हिन्दी (Hindi): every key of en.ts, translated. Interpolations (`%{name}`) and `smart_count`
 * plurals are kept as in English.
 */
import type { TranslationMessages } from 'react-admin';

const hi: TranslationMessages = {
  // ---- ra: react-admin's own messages (the keys of ra-language-english)
  ra: {} as TranslationMessages['ra'], // translated from ra-language-english
  charter: {
    // ---- common: Words many screens share: Save, Cancel, Delete, Loading…
    common: {
      cancel: 'रद्द करें',
      close: 'बंद करें',
      copy: 'कॉपी करें',
      done: 'हो गया',
      retry: 'फिर से कोशिश करें',
      skip: 'छोड़ें',
      yes: 'हाँ',
    },
    // ---- shell: The top bar, side menu, drawer, profile menu, theme and language choice, skip link, error page, not found, access denied
    shell: {
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
    },
    // ---- login: Sign-in, reset password, the Manager prompt
    login: {
      back_to_sign_in: 'साइन इन पर वापस जाएँ',
      email: 'ईमेल पता',
      email_invalid: 'कृपया एक मान्य ईमेल पता दर्ज करें।',
      email_required: 'ईमेल आवश्यक है',
      failed: 'लॉगिन नहीं हो सका। कृपया अपनी लॉगिन जानकारी जाँचें।',
      forgot_password: 'पासवर्ड भूल गए?',
      hide_password: 'पासवर्ड छिपाएँ',
      login: 'लॉगिन',
      manager_prompt_message: 'यह आपको संगठन बनाने वाले पेज पर ले जाएगा।',
      manager_prompt_title: 'क्या आप नया संगठन बनाना चाहते हैं?',
      password: 'पासवर्ड',
      password_required: 'पासवर्ड आवश्यक है',
      reset_contact:
        'पासवर्ड रीसेट करवाने के लिए कृपया अपने HR व्यवस्थापक से संपर्क करें, फिर नए पासवर्ड से साइन इन करें।',
      reset_info: 'पासवर्ड रीसेट व्यवस्थापक करते हैं।',
      reset_title: 'अपना पासवर्ड रीसेट करें',
      show_password: 'पासवर्ड दिखाएँ',
      subtitle: 'अपने खाते में साइन इन करें',
      title: 'साइन-इन पोर्टल',
    },
    // ---- account: Change password, reset password button, log out everywhere
    account: {
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
      temporary_notice: 'आपका पासवर्ड अस्थायी है। आगे बढ़ने से पहले नया पासवर्ड सेट करें।',
      temporary_password: 'अस्थायी पासवर्ड',
      temporary_password_title: 'अस्थायी पासवर्ड',
      this_user: 'इस उपयोगकर्ता',
    },
    // ---- dashboard: The dashboard cards, lists and "On leave today"
    dashboard: {
      and_more: 'और %{count} अन्य',
      approved: 'स्वीकृत',
      checked_in_today: 'आज चेक-इन',
      declined: 'अस्वीकृत',
      employees_per_department: 'प्रति विभाग कर्मचारी',
      figures_failed: 'डैशबोर्ड के आँकड़े लोड नहीं हो सके।',
      headcount: 'विभाग के अनुसार कर्मचारी संख्या',
      leave_by_status: 'इस महीने के छुट्टी अनुरोध, स्थिति के अनुसार',
      leave_requests: 'छुट्टी अनुरोध',
      leave_requests_team: 'आपकी टीमों के छुट्टी अनुरोध',
      medical_leave: 'चिकित्सा अवकाश',
      no_department: 'कोई विभाग नहीं',
      no_employees: 'अभी कोई कर्मचारी नहीं है।',
      no_leave_requests: 'इस महीने कोई छुट्टी अनुरोध नहीं।',
      no_role: 'आपके खाते को अभी कोई भूमिका नहीं मिली है; अपने HR व्यवस्थापक से पूछें।',
      nobody_on_leave: 'आज कोई छुट्टी पर नहीं है।',
      nothing_in_menu: 'आपकी भूमिका के लिए मेन्यू में अभी कुछ नहीं है।',
      of_employees: '/ %{count} कर्मचारी',
      on_leave_today: 'आज छुट्टी पर',
      pending: 'लंबित',
      people_on_leave: 'आज छुट्टी पर लोग',
      planned_leave: 'नियोजित अवकाश',
      sections: 'अनुभाग',
      share_checked_in: 'आज चेक-इन करने वाले कर्मचारियों का हिस्सा',
      signed_in_as: '%{role} के रूप में साइन इन',
      still_at_work: '%{count} अभी काम पर',
      unnamed: 'बिना नाम',
      until: '%{date} तक',
      welcome: 'स्वागत है, %{name}',
      welcome_anonymous: 'स्वागत है',
    },
    // ---- employees: The employee wizard and the employee info page
    employees: {},
    // ---- attendance: The attendance card, clock in/out, configure attendance
    attendance: {},
    // ---- leave: Leave balance panel and the leave screens outside the generated ones
    leave: {},
    // ---- performance: Reviews
    performance: {},
    // ---- roles: Roles and privileges
    roles: {},
    // ---- audit: The audit log and record history
    audit: {},
    // ---- apiDocs: The API documentation page
    apiDocs: {},
    // ---- export: Export and import
    export: {},
    // ---- schema: The chrome of the generated screens (src/admin/schema): list, form, show, dialogs, filters
    schema: {},
    // ---- validation: Form validation messages for keywords without an errorMessage of the schema
    validation: {},
    // ---- notifications: Toasts
    notifications: {
      close: 'बंद करें',
    },
    // ---- end of charter
  },
  // ---- server: the server's messages by their stable code (X-Message-Code)
  server: {},
  // ---- end of server
  // ---- schema: the texts of the JSON Schemas (keys generated into src/generated)
  schema: {},
  // ---- end of schema
};

export default hi;
