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
    common: {},
    // ---- shell: The top bar, side menu, drawer, profile menu, theme and language choice, skip link, error page, not found, access denied
    shell: {},
    // ---- login: Sign-in, reset password, the Manager prompt
    login: {},
    // ---- account: Change password, reset password button, log out everywhere
    account: {},
    // ---- dashboard: The dashboard cards, lists and "On leave today"
    dashboard: {},
    // ---- employees: The employee wizard and the employee info page
    employees: {},
    // ---- attendance: The attendance card, clock in/out, configure attendance
    attendance: {
      add_location: 'स्थान जोड़ें',
      adding: 'जोड़ा जा रहा है...',
      are_you_sure: 'क्या आप निश्चित हैं?',
      cancel: 'रद्द करें',
      checked_in: 'चेक-इन हो गया',
      clock_in: 'क्लॉक इन',
      clock_in_done: 'क्लॉक इन सफल रहा',
      clock_out: 'क्लॉक आउट',
      clock_out_done: 'क्लॉक आउट सफल रहा',
      clocked_out: '%{time} पर क्लॉक आउट किया',
      clocked_out_missing: '%{time} पर क्लॉक आउट किया, शिफ़्ट के %{missing} कम रहे',
      configure_title: 'उपस्थिति सेटिंग्स',
      create_shift: 'शिफ़्ट बनाएँ',
      current_time: 'वर्तमान समय',
      delete: 'हटाएँ',
      delete_named: '%{name} हटाएँ',
      deleting: 'हटाया जा रहा है...',
      early_cancel: 'क्लॉक इन रहें',
      early_confirm: 'जल्दी क्लॉक आउट करें',
      early_message: 'कम रहा समय आज की उपस्थिति में दर्ज किया जाएगा।',
      early_title: 'शिफ़्ट ख़त्म होने से पहले क्लॉक आउट करें?',
      edit: 'संपादित करें',
      edit_location_title: 'स्थान संपादित करें: %{name}',
      edit_named: '%{name} संपादित करें',
      elevation_failed: 'ऊँचाई प्राप्त नहीं हो सकी।',
      fetch_first: 'चेक-इन करने से पहले कृपया अपना स्थान प्राप्त करें।',
      fetch_location: 'स्थान प्राप्त करें',
      field_elevation: 'ऊँचाई (m)',
      field_latitude: 'अक्षांश',
      field_longitude: 'देशांतर',
      field_name: 'स्थान का नाम',
      invalid_time: 'समय का प्रारूप ग़लत है (HH:mm)',
      location_delete_failed: 'उपस्थिति स्थान हटाया नहीं जा सका',
      location_delete_message: '%{name} अब क्लॉक इन करने का स्थान नहीं रहेगा।',
      location_denied: 'आपका स्थान प्राप्त नहीं हो सका।',
      location_fetched: 'स्थान सफलतापूर्वक प्राप्त हुआ',
      location_hint: 'अपना स्थान प्राप्त करें, फिर क्लॉक इन या आउट करें।',
      location_not_supported: 'यह ब्राउज़र जियोलोकेशन का समर्थन नहीं करता।',
      location_secondary: '%{latitude}, %{longitude} · ऊँचाई %{elevation} m',
      location_submit_failed: 'स्थान सहेजा नहीं जा सका।',
      location_unavailable: 'स्थान प्राप्त करने में त्रुटि',
      location_updated: 'स्थान सफलतापूर्वक अपडेट हुआ',
      locations_failed: 'स्थान लोड नहीं हो सके।',
      locations_label: 'उपस्थिति स्थान',
      locations_none: 'कोई उपस्थिति स्थान नहीं मिला',
      locations_title: 'उपस्थिति स्थान',
      no_access: 'आपको उपस्थिति सेटिंग्स देखने की अनुमति नहीं है।',
      retry: 'फिर से कोशिश करें',
      shift_delete_message:
        'शिफ़्ट की अवधि हटा दी जाएगी। नई अवधि तय होने तक कोई क्लॉक आउट नहीं कर सकेगा।',
      shift_describe: '%{hours} घंटे %{minutes} मिनट',
      shift_duration: 'शिफ़्ट की अवधि:',
      shift_field: 'शिफ़्ट की अवधि (HH:mm)',
      shift_help: 'घंटे 0–24, मिनट 00–59',
      shift_load_failed: 'शिफ़्ट की अवधि लोड नहीं हो सकी।',
      shift_none: 'कोई शिफ़्ट अवधि तय नहीं है',
      shift_title: 'शिफ़्ट का समय तय करें',
      status_failed: 'आपकी उपस्थिति की स्थिति लोड नहीं हो सकी।',
      this_location: 'यह स्थान',
      title: 'उपस्थिति',
      update_location: 'स्थान अपडेट करें',
      update_shift: 'शिफ़्ट अपडेट करें',
      updating: 'अपडेट किया जा रहा है...',
      use_position: 'मेरा वर्तमान स्थान लें',
      worked: 'काम का समय %{time}',
      yet_to_check_in: 'अभी चेक-इन नहीं हुआ',
      your_location: 'आपका स्थान: %{latitude}, %{longitude}',
      your_location_elevation: 'आपका स्थान: %{latitude}, %{longitude}, %{elevation} m',
      zero_shift: 'शिफ़्ट की अवधि 0 मिनट से अधिक होनी चाहिए',
    },
    // ---- leave: Leave balance panel and the leave screens outside the generated ones
    leave: {
      balance_label: 'छुट्टी शेष',
      balance_line: '%{available} उपलब्ध · %{used} ली गईं',
      balance_loading: 'छुट्टी शेष लोड हो रहा है',
      balance_none: 'अभी कोई छुट्टी शेष नहीं है।',
      balance_title: 'छुट्टी शेष',
      days: '%{count} दिन |||| %{count} दिन',
      no_account_balance: 'आपके खाते में कोई छुट्टी शेष नहीं है।',
    },
    // ---- performance: Reviews
    performance: {
      about_me_label: 'मेरे बारे में समीक्षाएँ',
      add_title: 'प्रदर्शन समीक्षा जोड़ें',
      all_label: 'सभी प्रदर्शन समीक्षाएँ',
      all_title: 'सभी प्रदर्शन समीक्षाएँ',
      cancel: 'रद्द करें',
      col_action: 'कार्रवाई',
      col_comment: 'टिप्पणी',
      col_contact: 'संपर्क',
      col_employee: 'कर्मचारी',
      col_employee_code: 'कर्मचारी कोड',
      col_first_name: 'पहला नाम',
      col_gender: 'लिंग',
      col_join_date: 'कार्यग्रहण तिथि',
      col_last_name: 'उपनाम',
      col_name: 'नाम',
      col_position: 'पद',
      col_profile: 'प्रोफ़ाइल',
      col_rating: 'रेटिंग',
      col_review_date: 'समीक्षा तिथि',
      col_review_id: 'समीक्षा ID',
      col_reviewed_by: 'समीक्षक',
      col_reviewer_first_name: 'समीक्षक का पहला नाम',
      col_reviewer_last_name: 'समीक्षक का उपनाम',
      col_select: 'चुनें',
      delete: 'हटाएँ',
      delete_message: 'आप इस समीक्षा को रिकॉर्ड से हटाना चाहते हैं।',
      delete_review_of: '%{name} की समीक्षा हटाएँ',
      delete_title: 'क्या आप निश्चित हैं?',
      deleted: 'समीक्षा सफलतापूर्वक हटाई गई',
      edit: 'संपादित करें',
      edit_review_of: '%{name} की समीक्षा संपादित करें',
      edit_title: 'प्रदर्शन समीक्षा संपादित करें',
      list_title: 'प्रदर्शन समीक्षा सूची',
      load_failed: 'समीक्षाएँ लोड करने में त्रुटि',
      loaded: 'समीक्षाएँ सफलतापूर्वक लोड हुईं',
      my_title: 'मेरी प्रदर्शन समीक्षा',
      no_employees: 'समीक्षा के लिए कोई कर्मचारी उपलब्ध नहीं है...',
      none: 'कोई समीक्षा उपलब्ध नहीं है।',
      proceed: 'समीक्षा आगे बढ़ाएँ',
      search_by_name: 'नाम से खोजें',
      select_exactly_one: 'कृपया समीक्षा के लिए ठीक एक कर्मचारी चुनें।',
      select_named: '%{name} चुनें',
      sort_best: 'रेटिंग, सबसे अच्छी पहले',
      sort_by: 'क्रम',
      sort_name: 'कर्मचारी का नाम',
      sort_newest: 'नई पहले',
      sort_oldest: 'पुरानी पहले',
      sort_worst: 'रेटिंग, सबसे कम पहले',
      submit: 'जमा करें',
      to_review_label: 'समीक्षा के लिए कर्मचारी',
      update_failed: 'समीक्षा अपडेट करने में त्रुटि',
      updated: 'समीक्षा सफलतापूर्वक अपडेट हुई',
      written_label: 'मेरी लिखी समीक्षाएँ',
    },
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
    notifications: {},
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
