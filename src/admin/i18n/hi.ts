/**
 * हिन्दी (Hindi): every key of en.ts, translated. Interpolations (`%{name}`) and `smart_count`
 * plurals are kept as in English.
 */
import type { TranslationMessages } from 'react-admin';

const hi: TranslationMessages = {
  // ---- ra: react-admin's own messages (the keys of ra-language-english)
  ra: {
    action: {
      add_filter: 'फ़िल्टर जोड़ें',
      add: 'जोड़ें',
      back: 'वापस जाएँ',
      bulk_actions: '1 आइटम चुना गया |||| %{smart_count} आइटम चुने गए',
      cancel: 'रद्द करें',
      clear_array_input: 'सूची खाली करें',
      clear_input_value: 'मान हटाएँ',
      clone: 'प्रतिलिपि बनाएँ',
      confirm: 'पुष्टि करें',
      create: 'बनाएँ',
      create_item: '%{item} बनाएँ',
      delete: 'हटाएँ',
      edit: 'संपादित करें',
      export: 'निर्यात करें',
      list: 'सूची',
      refresh: 'रीफ़्रेश करें',
      remove_filter: 'यह फ़िल्टर हटाएँ',
      remove_all_filters: 'सभी फ़िल्टर हटाएँ',
      remove: 'हटाएँ',
      reset: 'रीसेट करें',
      save: 'सहेजें',
      search: 'खोजें',
      search_columns: 'कॉलम खोजें',
      select_all: 'सभी चुनें',
      select_all_button: 'सभी चुनें',
      select_row: 'यह पंक्ति चुनें',
      show: 'देखें',
      sort: 'क्रमबद्ध करें',
      undo: 'पूर्ववत करें',
      unselect: 'चयन हटाएँ',
      expand: 'विस्तार करें',
      close: 'बंद करें',
      open_menu: 'मेनू खोलें',
      close_menu: 'मेनू बंद करें',
      update: 'अपडेट करें',
      move_up: 'ऊपर ले जाएँ',
      move_down: 'नीचे ले जाएँ',
      open: 'खोलें',
      toggle_theme: 'लाइट/डार्क मोड बदलें',
      select_columns: 'कॉलम',
      update_application: 'ऐप्लिकेशन फिर से लोड करें',
    },
    boolean: {
      true: 'हाँ',
      false: 'नहीं',
      null: ' ',
    },
    page: {
      create: '%{name} बनाएँ',
      dashboard: 'डैशबोर्ड',
      edit: '%{name} %{recordRepresentation}',
      error: 'कुछ गड़बड़ हो गई',
      list: '%{name}',
      loading: 'लोड हो रहा है',
      not_found: 'नहीं मिला',
      show: '%{name} %{recordRepresentation}',
      empty: 'अभी तक कोई %{name} नहीं है।',
      invite: 'क्या आप एक जोड़ना चाहते हैं?',
      access_denied: 'पहुँच अस्वीकृत',
      authentication_error: 'प्रमाणीकरण त्रुटि',
    },
    input: {
      file: {
        upload_several: 'अपलोड करने के लिए कुछ फ़ाइलें यहाँ छोड़ें, या एक चुनने के लिए क्लिक करें।',
        upload_single: 'अपलोड करने के लिए कोई फ़ाइल यहाँ छोड़ें, या उसे चुनने के लिए क्लिक करें।',
      },
      image: {
        upload_several: 'अपलोड करने के लिए कुछ चित्र यहाँ छोड़ें, या एक चुनने के लिए क्लिक करें।',
        upload_single: 'अपलोड करने के लिए कोई चित्र यहाँ छोड़ें, या उसे चुनने के लिए क्लिक करें।',
      },
      references: {
        all_missing: 'संदर्भ डेटा नहीं मिल सका।',
        many_missing: 'जुड़े हुए संदर्भों में से कम से कम एक अब उपलब्ध नहीं लगता।',
        single_missing: 'जुड़ा हुआ संदर्भ अब उपलब्ध नहीं लगता।',
      },
      password: {
        toggle_visible: 'पासवर्ड छिपाएँ',
        toggle_hidden: 'पासवर्ड दिखाएँ',
      },
    },
    message: {
      about: 'परिचय',
      access_denied: 'आपके पास इस पेज को देखने की अनुमति नहीं है',
      are_you_sure: 'क्या आप निश्चित हैं?',
      authentication_error: 'प्रमाणीकरण सर्वर ने त्रुटि लौटाई और आपके लॉग-इन विवरण की जाँच नहीं हो सकी।',
      auth_error: 'प्रमाणीकरण टोकन की जाँच करते समय त्रुटि हुई।',
      bulk_delete_content:
        'क्या आप वाकई यह %{name} हटाना चाहते हैं? |||| क्या आप वाकई ये %{smart_count} आइटम हटाना चाहते हैं?',
      bulk_delete_title: '%{name} हटाएँ |||| %{smart_count} %{name} हटाएँ',
      bulk_update_content:
        'क्या आप वाकई %{name} %{recordRepresentation} को अपडेट करना चाहते हैं? |||| क्या आप वाकई ये %{smart_count} आइटम अपडेट करना चाहते हैं?',
      bulk_update_title:
        '%{name} %{recordRepresentation} अपडेट करें |||| %{smart_count} %{name} अपडेट करें',
      clear_array_input: 'क्या आप वाकई पूरी सूची खाली करना चाहते हैं?',
      delete_content: 'क्या आप वाकई यह %{name} हटाना चाहते हैं?',
      delete_title: '%{name} %{recordRepresentation} हटाएँ',
      details: 'विवरण',
      error: 'क्लाइंट में त्रुटि हुई और आपका अनुरोध पूरा नहीं हो सका।',
      invalid_form: 'फ़ॉर्म मान्य नहीं है। कृपया त्रुटियाँ जाँचें',
      loading: 'कृपया प्रतीक्षा करें',
      no: 'नहीं',
      not_found: 'या तो आपने गलत URL लिखा है, या आप किसी गलत लिंक से यहाँ आए हैं।',
      select_all_limit_reached: 'सभी को चुनने के लिए आइटम बहुत अधिक हैं। केवल पहले %{max} आइटम चुने गए।',
      unsaved_changes: 'आपके कुछ बदलाव सहेजे नहीं गए हैं। क्या आप वाकई उन्हें छोड़ना चाहते हैं?',
      yes: 'हाँ',
      placeholder_data_warning: 'नेटवर्क समस्या: डेटा रीफ़्रेश नहीं हो सका।',
    },
    navigation: {
      clear_filters: 'फ़िल्टर हटाएँ',
      no_filtered_results: 'मौजूदा फ़िल्टर से कोई %{name} नहीं मिला।',
      no_results: 'कोई %{name} नहीं मिला',
      no_more_results: 'पेज संख्या %{page} सीमा से बाहर है। पिछला पेज आज़माएँ।',
      page_out_of_boundaries: 'पेज संख्या %{page} सीमा से बाहर है',
      page_out_from_end: 'आख़िरी पेज के आगे नहीं जा सकते',
      page_out_from_begin: 'पेज 1 से पहले नहीं जा सकते',
      page_range_info: '%{total} में से %{offsetBegin}-%{offsetEnd}',
      partial_page_range_info: '%{offsetEnd} से अधिक में से %{offsetBegin}-%{offsetEnd}',
      current_page: 'पेज %{page}',
      page: 'पेज %{page} पर जाएँ',
      first: 'पहले पेज पर जाएँ',
      last: 'आख़िरी पेज पर जाएँ',
      next: 'अगले पेज पर जाएँ',
      previous: 'पिछले पेज पर जाएँ',
      page_rows_per_page: 'प्रति पेज पंक्तियाँ:',
      skip_nav: 'मुख्य सामग्री पर जाएँ',
    },
    sort: {
      sort_by: '%{field_lower_first} के अनुसार %{order} क्रम में लगाएँ',
      ASC: 'आरोही',
      DESC: 'अवरोही',
    },
    auth: {
      auth_check_error: 'जारी रखने के लिए कृपया साइन इन करें',
      user_menu: 'प्रोफ़ाइल',
      username: 'उपयोगकर्ता नाम',
      password: 'पासवर्ड',
      email: 'ईमेल',
      sign_in: 'साइन इन करें',
      sign_in_error: 'प्रमाणीकरण विफल रहा, कृपया फिर से प्रयास करें',
      logout: 'लॉग आउट',
    },
    notification: {
      updated: 'आइटम अपडेट किया गया |||| %{smart_count} आइटम अपडेट किए गए',
      created: 'आइटम बनाया गया',
      deleted: 'आइटम हटाया गया |||| %{smart_count} आइटम हटाए गए',
      bad_item: 'गलत आइटम',
      item_doesnt_exist: 'आइटम मौजूद नहीं है',
      http_error: 'सर्वर से संपर्क में त्रुटि',
      data_provider_error: 'dataProvider त्रुटि। विवरण के लिए कंसोल देखें।',
      i18n_error: 'चुनी गई भाषा के अनुवाद लोड नहीं हो सके',
      canceled: 'कार्रवाई रद्द की गई',
      logged_out: 'आपका सत्र समाप्त हो गया है, कृपया फिर से साइन इन करें।',
      not_authorized: 'आपको इस संसाधन को देखने की अनुमति नहीं है।',
      application_update_available: 'नया संस्करण उपलब्ध है।',
      offline: 'इंटरनेट कनेक्शन नहीं है। डेटा नहीं लाया जा सका।',
    },
    validation: {
      required: 'आवश्यक',
      minLength: 'कम से कम %{min} अक्षर होने चाहिए',
      maxLength: 'अधिकतम %{max} अक्षर हो सकते हैं',
      minValue: 'कम से कम %{min} होना चाहिए',
      maxValue: '%{max} या उससे कम होना चाहिए',
      number: 'संख्या होनी चाहिए',
      email: 'मान्य ईमेल होना चाहिए',
      oneOf: 'इनमें से एक होना चाहिए: %{options}',
      regex: 'एक तय प्रारूप (regexp) से मेल खाना चाहिए: %{pattern}',
      unique: 'अद्वितीय होना चाहिए',
    },
    saved_queries: {
      label: 'सहेजी गई क्वेरी',
      query_name: 'क्वेरी का नाम',
      new_label: 'मौजूदा क्वेरी सहेजें...',
      new_dialog_title: 'मौजूदा क्वेरी को इस नाम से सहेजें',
      remove_label: 'सहेजी गई क्वेरी हटाएँ',
      remove_label_with_name: 'क्वेरी "%{name}" हटाएँ',
      remove_dialog_title: 'सहेजी गई क्वेरी हटाएँ?',
      remove_message: 'क्या आप वाकई इस आइटम को अपनी सहेजी गई क्वेरी की सूची से हटाना चाहते हैं?',
      help: 'सूची को फ़िल्टर करें और इस क्वेरी को बाद के लिए सहेजें',
    },
    guesser: {
      empty: {
        title: 'दिखाने के लिए कोई डेटा नहीं',
        message: 'कृपया अपना डेटा प्रोवाइडर जाँचें',
      },
    },
    configurable: {
      customize: 'अनुकूलित करें',
      configureMode: 'इस पेज को कॉन्फ़िगर करें',
      inspector: {
        title: 'इंस्पेक्टर',
        content: 'कॉन्फ़िगर करने के लिए ऐप्लिकेशन के UI तत्वों पर माउस ले जाएँ',
        reset: 'सेटिंग रीसेट करें',
        hideAll: 'सभी छिपाएँ',
        showAll: 'सभी दिखाएँ',
      },
      Datagrid: {
        title: 'डेटा ग्रिड',
        unlabeled: 'बिना लेबल का कॉलम #%{column}',
      },
      SimpleForm: {
        title: 'फ़ॉर्म',
        unlabeled: 'बिना लेबल का इनपुट #%{input}',
      },
      SimpleList: {
        title: 'सूची',
        primaryText: 'मुख्य टेक्स्ट',
        secondaryText: 'द्वितीयक टेक्स्ट',
        tertiaryText: 'तृतीयक टेक्स्ट',
      },
    },
  },
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
