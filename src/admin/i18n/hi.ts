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
    attendance: {},
    // ---- leave: Leave balance panel and the leave screens outside the generated ones
    leave: {},
    // ---- performance: Reviews
    performance: {},
    // ---- roles: Roles and privileges
    roles: {},
    // ---- audit: The audit log and record history
    audit: {
      action_delete: 'हटाया गया',
      action_insert: 'बनाया गया',
      action_login: 'साइन इन किया',
      action_login_failed: 'साइन इन विफल',
      action_logout_everywhere: 'हर जगह से लॉग आउट किया',
      action_password_change_failed: 'पासवर्ड बदलना अस्वीकार हुआ',
      action_password_changed: 'पासवर्ड बदला गया',
      action_password_reset: 'पासवर्ड रीसेट किया गया',
      action_update: 'अपडेट किया गया',
      all_resources: 'सभी संसाधन',
      all_users: 'सभी उपयोगकर्ता',
      and_more: 'और %{count} अन्य',
      anonymous: 'अज्ञात',
      changed_hidden: 'बदला गया (छिपा हुआ)',
      clear_filters: 'फ़िल्टर हटाएँ',
      column_action: 'कार्रवाई',
      column_change: 'बदलाव',
      column_record_id: 'रिकॉर्ड ID',
      column_resource: 'संसाधन',
      column_user: 'उपयोगकर्ता',
      column_when: 'कब',
      column_when_utc: 'कब (UTC)',
      denied: 'आपके पास यह सूची देखने का अधिकार नहीं है।',
      empty: 'कोई ऑडिट प्रविष्टि नहीं',
      field_email: 'ईमेल',
      filter_from: 'से',
      filter_resource: 'संसाधन',
      filter_to: 'तक',
      filter_user: 'उपयोगकर्ता',
      filters_label: 'ऑडिट लॉग फ़िल्टर',
      history_by: '%{who} द्वारा',
      history_empty: 'इस रिकॉर्ड का अभी कोई इतिहास दर्ज नहीं है',
      history_entries: 'इतिहास की प्रविष्टियाँ',
      history_title: 'इतिहास',
      load_more: 'और देखें',
      loading: 'लोड हो रहा है',
      range_error: '"तक" की तारीख "से" की तारीख से पहले नहीं हो सकती',
      resource_session: 'साइन इन',
      retry: 'फिर से कोशिश करें',
      system: 'सिस्टम',
      table_label: 'ऑडिट प्रविष्टियाँ',
      title: 'ऑडिट लॉग',
      user_number: 'उपयोगकर्ता #%{id}',
      users_failed: 'उपयोगकर्ता लोड नहीं हो सके',
      users_need_privilege: 'उपयोगकर्ताओं की सूची देखने का अधिकार चाहिए',
    },
    // ---- apiDocs: The API documentation page
    apiDocs: {
      column_in: 'कहाँ',
      column_name: 'नाम',
      column_required: 'ज़रूरी',
      column_type: 'प्रकार',
      download: 'openapi.json डाउनलोड करें',
      filter_label: 'ऑपरेशन फ़िल्टर करें',
      filter_placeholder: 'पाथ, सारांश या अधिकार',
      hide: '%{what} छिपाएँ',
      loading: 'लोड हो रहा है',
      multipart: 'इस ऑपरेशन में फ़ाइल अपलोड होती है (multipart/form-data)।',
      no: 'नहीं',
      no_match: 'इस फ़िल्टर से कोई ऑपरेशन मेल नहीं खाता।',
      operations: '%{smart_count} ऑपरेशन |||| %{smart_count} ऑपरेशन',
      parameters: 'पैरामीटर',
      public: 'सार्वजनिक',
      real_request: 'यह आपके सत्र से असली अनुरोध भेजता है: कंसोल की तरह ही डेटा बदलता है।',
      request_body: 'रिक्वेस्ट बॉडी',
      request_body_of: 'रिक्वेस्ट बॉडी (%{type})',
      response_body: 'रिस्पॉन्स बॉडी',
      responses: 'रिस्पॉन्स',
      schema_of: '%{what} का स्कीमा',
      send: 'अनुरोध भेजें',
      send_failed: 'अनुरोध भेजा नहीं जा सका।',
      show: '%{what} दिखाएँ',
      signed_in: 'कोई भी साइन-इन उपयोगकर्ता',
      status: 'स्थिति %{status}',
      title: 'API दस्तावेज़',
      try_it: 'आज़माएँ',
      try_label: '%{method} %{path} आज़माएँ',
      yes: 'हाँ',
    },
    // ---- export: Export and import
    export: {
      build_failed: 'एक्सपोर्ट फ़ाइल नहीं बन सकी।',
      export_csv: 'csv में एक्सपोर्ट करें',
      export_xls: 'xls में एक्सपोर्ट करें',
      exporting: 'एक्सपोर्ट हो रहा है...',
    },
    // ---- lists: The phone cards of the generated lists (the table's own words are under schema)
    lists: {
      sort_ascending: '%{field}, आरोही क्रम',
      sort_by: 'इसके अनुसार क्रमबद्ध करें',
      sort_descending: '%{field}, अवरोही क्रम',
    },
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
