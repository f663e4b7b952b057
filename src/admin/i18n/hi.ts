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
  // ---- schema: the texts of the JSON Schemas, generated in English into
  // src/generated/messages.en.ts (`schema.<resource>.<JSON path>`)
  schema: {
    account: {
      title: 'बैंक खाता',
      'x-label': 'बैंक खाते',
      properties: {
        accountId: { title: 'खाता ID' },
        employeeId: { title: 'कर्मचारी' },
        bankName: {
          title: 'बैंक का नाम',
          errorMessage: { type: 'बैंक का नाम आवश्यक है' },
          allOf: {
            '0': { errorMessage: { pattern: 'बैंक का नाम आवश्यक है' } },
            '1': { errorMessage: { maxLength: 'बैंक का नाम अधिकतम 100 अक्षरों का हो सकता है' } },
          },
        },
        accountNumber: {
          title: 'खाता नंबर',
          errorMessage: { type: 'खाता नंबर आवश्यक है' },
          allOf: { '0': { errorMessage: { pattern: 'खाता नंबर 9 से 18 अंकों का होना चाहिए' } } },
        },
        ifsc: {
          title: 'IFSC कोड',
          errorMessage: { type: 'IFSC कोड आवश्यक है' },
          allOf: { '0': { errorMessage: { pattern: 'IFSC कोड XXXX0YYYYYY प्रारूप में होना चाहिए' } } },
        },
        branch: {
          title: 'शाखा',
          errorMessage: { type: 'शाखा आवश्यक है' },
          allOf: {
            '0': { errorMessage: { pattern: 'शाखा आवश्यक है' } },
            '1': { errorMessage: { maxLength: 'शाखा अधिकतम 100 अक्षरों की हो सकती है' } },
          },
        },
      },
      errorMessage: {
        required: {
          bankName: 'बैंक का नाम आवश्यक है',
          accountNumber: 'खाता नंबर आवश्यक है',
          ifsc: 'IFSC कोड आवश्यक है',
          branch: 'शाखा आवश्यक है',
        },
      },
    },
    address: {
      title: 'पता',
      'x-label': 'पते',
      properties: {
        addressId: { title: 'पता ID' },
        employeeId: { title: 'कर्मचारी' },
        addressType: {
          title: 'पते का प्रकार',
          'x-enumLabels': { TEMPORARY: 'अस्थायी', PERMANENT: 'स्थायी' },
          errorMessage: { type: 'पते का प्रकार आवश्यक है', enum: 'पते का प्रकार आवश्यक है' },
        },
        propertyNumber: {
          title: 'मकान नंबर',
          errorMessage: { type: 'मकान नंबर आवश्यक है' },
          allOf: {
            '0': { errorMessage: { pattern: 'मकान नंबर आवश्यक है' } },
            '1': { errorMessage: { pattern: 'मकान नंबर में केवल अक्षर और अंक हो सकते हैं' } },
            '2': { errorMessage: { maxLength: 'मकान नंबर अधिकतम 50 अक्षरों का हो सकता है' } },
          },
        },
        zipCode: {
          title: 'पिन कोड',
          properties: {
            zipCode: {
              title: 'पिन कोड',
              errorMessage: { type: 'पिन कोड आवश्यक है' },
              allOf: {
                '0': {
                  errorMessage: { pattern: 'पिन कोड 123456 या 12345-6789 प्रारूप में होना चाहिए' },
                },
              },
            },
            city: {
              title: 'शहर',
              errorMessage: { type: 'शहर आवश्यक है' },
              allOf: {
                '0': { errorMessage: { pattern: 'शहर आवश्यक है' } },
                '1': { errorMessage: { pattern: 'शहर में केवल अक्षर हो सकते हैं' } },
              },
            },
            state: {
              title: 'राज्य',
              errorMessage: { type: 'राज्य आवश्यक है' },
              allOf: {
                '0': { errorMessage: { pattern: 'राज्य आवश्यक है' } },
                '1': { errorMessage: { pattern: 'राज्य में केवल अक्षर हो सकते हैं' } },
              },
            },
          },
          errorMessage: {
            type: 'पिन कोड आवश्यक है',
            required: { zipCode: 'पिन कोड आवश्यक है', city: 'शहर आवश्यक है', state: 'राज्य आवश्यक है' },
          },
        },
        country: {
          title: 'देश',
          errorMessage: { type: 'देश आवश्यक है' },
          allOf: {
            '0': { errorMessage: { pattern: 'देश आवश्यक है' } },
            '1': { errorMessage: { pattern: 'देश में केवल अक्षर हो सकते हैं' } },
          },
        },
      },
      errorMessage: {
        required: {
          addressType: 'पते का प्रकार आवश्यक है',
          propertyNumber: 'मकान नंबर आवश्यक है',
          zipCode: 'पिन कोड आवश्यक है',
          country: 'देश आवश्यक है',
        },
      },
    },
    attendance: {
      title: 'उपस्थिति',
      'x-label': 'उपस्थिति',
      'x-list': { empty: 'उपस्थिति का कोई रिकॉर्ड नहीं मिला' },
      properties: {
        attendanceId: { title: 'उपस्थिति ID' },
        userId: { title: 'उपयोगकर्ता' },
        date: { title: 'तिथि' },
        clockInTime: { title: 'क्लॉक इन' },
        clockOutTime: { title: 'क्लॉक आउट' },
        missingMinutes: { title: 'कम पड़े मिनट' },
        latitude: {
          title: 'अक्षांश',
          errorMessage: {
            type: 'क्लॉक इन करने से पहले कृपया अपना स्थान प्राप्त करें।',
            minimum: 'अक्षांश -90 और 90 के बीच होना चाहिए',
            maximum: 'अक्षांश -90 और 90 के बीच होना चाहिए',
          },
        },
        longitude: {
          title: 'देशांतर',
          errorMessage: {
            type: 'क्लॉक इन करने से पहले कृपया अपना स्थान प्राप्त करें।',
            minimum: 'देशांतर -180 और 180 के बीच होना चाहिए',
            maximum: 'देशांतर -180 और 180 के बीच होना चाहिए',
          },
        },
        elevation: {
          title: 'ऊँचाई',
          errorMessage: { type: 'क्लॉक इन करने से पहले कृपया अपना स्थान प्राप्त करें।' },
        },
        attendanceMarked: {
          title: 'उपस्थिति दर्ज',
          errorMessage: { type: 'उपस्थिति दर्ज का मान हाँ या नहीं होना चाहिए' },
        },
      },
      errorMessage: {
        required: {
          latitude: 'क्लॉक इन करने से पहले कृपया अपना स्थान प्राप्त करें।',
          longitude: 'क्लॉक इन करने से पहले कृपया अपना स्थान प्राप्त करें।',
          elevation: 'क्लॉक इन करने से पहले कृपया अपना स्थान प्राप्त करें।',
        },
      },
    },
    attendanceLocation: {
      title: 'उपस्थिति स्थान',
      'x-label': 'उपस्थिति स्थान',
      'x-list': { empty: 'कोई उपस्थिति स्थान नहीं मिला' },
      properties: {
        attendanceLocationId: { title: 'उपस्थिति स्थान ID' },
        attendanceLocation: {
          title: 'स्थान का नाम',
          errorMessage: { type: 'स्थान का नाम आवश्यक है' },
          allOf: {
            '0': { errorMessage: { pattern: 'स्थान के नाम में केवल स्पेस नहीं हो सकते' } },
            '1': { errorMessage: { pattern: 'स्थान के नाम में केवल अक्षर हो सकते हैं' } },
            '2': { errorMessage: { maxLength: 'स्थान का नाम अधिकतम 50 अक्षरों का हो सकता है' } },
          },
        },
        latitude: {
          title: 'अक्षांश',
          errorMessage: {
            type: 'अक्षांश आवश्यक है',
            minimum: 'अक्षांश -90 और 90 के बीच होना चाहिए',
            maximum: 'अक्षांश -90 और 90 के बीच होना चाहिए',
          },
        },
        longitude: {
          title: 'देशांतर',
          errorMessage: {
            type: 'देशांतर आवश्यक है',
            minimum: 'देशांतर -180 और 180 के बीच होना चाहिए',
            maximum: 'देशांतर -180 और 180 के बीच होना चाहिए',
          },
        },
        elevation: { title: 'ऊँचाई (m)', errorMessage: { type: 'ऊँचाई आवश्यक है' } },
      },
      errorMessage: {
        required: {
          attendanceLocation: 'स्थान का नाम आवश्यक है',
          latitude: 'अक्षांश आवश्यक है',
          longitude: 'देशांतर आवश्यक है',
          elevation: 'ऊँचाई आवश्यक है',
        },
      },
    },
    branch: {
      title: 'उप-संगठन',
      'x-label': 'उप-संगठन',
      'x-list': {
        empty: 'कोई उप-संगठन नहीं मिला',
        title: 'उप-संगठन सूची',
        createLabel: 'नया उप-संगठन',
        cells: { organizations: { label: 'संगठन', emptyText: 'असाइन नहीं' } },
        filter: { label: 'संगठन', options: { '0': { label: 'असाइन न किए गए उप-संगठन' } } },
        rowActions: {
          assign: {
            label: 'असाइन करें',
            title: 'संगठन असाइन करें',
            required: 'कृपया एक संगठन चुनें।',
            failure: 'संगठन असाइन नहीं हो सका',
          },
          remove: {
            label: 'असाइनमेंट हटाएँ',
            failure: 'संगठन का असाइनमेंट नहीं हट सका',
            title: 'क्या आप निश्चित हैं?',
            message:
              'आप {branchName} का {organizations.0.organizationName} से असाइनमेंट हटाना चाहते हैं।',
            confirmLabel: 'असाइनमेंट हटाएँ',
            cancelLabel: 'रद्द करें',
          },
          edit: { label: 'संपादित करें' },
          delete: {
            label: 'हटाएँ',
            title: 'क्या आप निश्चित हैं?',
            message: 'आप उप-संगठन {branchName} को हटाना चाहते हैं। इसके विभाग बिना असाइनमेंट के रह जाएँगे।',
            confirmLabel: 'उप-संगठन हटाएँ',
            cancelLabel: 'रद्द करें',
          },
        },
      },
      'x-form': {
        fields: {
          organizationId: { placeholder: 'संगठन चुनें' },
          attributes: { managerLabel: 'उप-संगठन विशेषताएँ' },
        },
      },
      properties: {
        branchId: { title: 'उप-संगठन ID' },
        branchName: {
          title: 'उप-संगठन का नाम',
          errorMessage: { type: 'उप-संगठन का नाम आवश्यक है' },
          allOf: {
            '0': { errorMessage: { minLength: 'उप-संगठन का नाम कम से कम 3 अक्षरों का होना चाहिए' } },
            '1': { errorMessage: { maxLength: 'उप-संगठन का नाम अधिकतम 50 अक्षरों का हो सकता है' } },
            '2': { errorMessage: { pattern: 'उप-संगठन का नाम खाली या 3 अक्षरों से कम नहीं हो सकता' } },
            '3': { errorMessage: { pattern: 'उप-संगठन के नाम में अंक नहीं हो सकते' } },
            '4': { errorMessage: { pattern: 'उप-संगठन के नाम में विशेष वर्ण नहीं हो सकते' } },
            '5': { errorMessage: { pattern: 'उप-संगठन के नाम में लगातार स्पेस नहीं हो सकते' } },
          },
        },
        organizationId: { title: 'संगठन', errorMessage: { type: 'कृपया एक संगठन चुनें।' } },
        attributes: {
          title: 'विशेषताएँ',
          description:
            'कस्टम फ़ील्ड: विशेषता का नाम → टेक्स्ट मान। नाम इस प्रकार की परिभाषित विशेषताओं में से होने चाहिए।',
        },
        organizations: { title: 'संगठन' },
        departments: { title: 'विभाग' },
      },
      errorMessage: { required: { branchName: 'उप-संगठन का नाम आवश्यक है' } },
    },
    branchAttribute: {
      title: 'उप-संगठन विशेषता',
      'x-label': 'उप-संगठन विशेषताएँ',
      'x-list': { empty: 'कोई विशेषता उपलब्ध नहीं' },
      properties: {
        attributeId: { title: 'विशेषता ID' },
        attributeKey: {
          title: 'विशेषता का नाम',
          errorMessage: { type: 'विशेषता फ़ील्ड आवश्यक है' },
          allOf: {
            '0': { errorMessage: { pattern: 'विशेषता फ़ील्ड आवश्यक है' } },
            '1': { errorMessage: { pattern: 'विशेषता फ़ील्ड में केवल अक्षर हो सकते हैं' } },
            '2': { errorMessage: { maxLength: 'विशेषता का नाम अधिकतम 50 अक्षरों का हो सकता है' } },
          },
        },
      },
      errorMessage: { required: { attributeKey: 'विशेषता फ़ील्ड आवश्यक है' } },
    },
    department: {
      title: 'विभाग',
      'x-label': 'विभाग',
      'x-list': {
        empty: 'कोई विभाग नहीं मिला',
        title: 'विभाग सूची',
        createLabel: 'विभाग जोड़ें',
        cells: {
          managerFirstName: { label: 'विभाग प्रबंधक', emptyText: 'लागू नहीं' },
          organizations: { label: 'संगठन', emptyText: 'असाइन नहीं' },
          branches: { label: 'उप-संगठन', emptyText: 'असाइन नहीं' },
        },
        filter: {
          label: 'संगठन',
          options: { '0': { label: 'असाइन न किए गए विभाग' } },
          requireReference: {
            text: 'विभागों का प्रबंधन करने से पहले आपको एक संगठन बनाना होगा।',
            link: { label: 'संगठन बनाएँ' },
          },
        },
        rowActions: {
          assignOrganization: {
            label: 'असाइन करें',
            title: 'संगठन असाइन करें',
            required: 'कृपया एक संगठन चुनें।',
            failure: 'संगठन असाइन नहीं हो सका',
          },
          removeOrganization: {
            label: 'असाइनमेंट हटाएँ',
            failure: 'संगठन का असाइनमेंट नहीं हट सका',
            title: 'क्या आप निश्चित हैं?',
            message:
              'आप {department} का {organizations.0.organizationName} से असाइनमेंट हटाना चाहते हैं।',
            confirmLabel: 'असाइनमेंट हटाएँ',
            cancelLabel: 'रद्द करें',
          },
          assignBranch: {
            label: 'असाइन करें',
            title: 'उप-संगठन असाइन करें',
            required: 'कृपया एक उप-संगठन चुनें।',
            failure: 'उप-संगठन असाइन नहीं हो सका',
          },
          removeBranch: {
            label: 'असाइनमेंट हटाएँ',
            failure: 'उप-संगठन का असाइनमेंट नहीं हट सका',
            title: 'क्या आप निश्चित हैं?',
            message: 'आप {department} का {branches.0.branchName} से असाइनमेंट हटाना चाहते हैं।',
            confirmLabel: 'असाइनमेंट हटाएँ',
            cancelLabel: 'रद्द करें',
          },
          edit: { label: 'संपादित करें' },
          delete: {
            label: 'हटाएँ',
            title: 'क्या आप निश्चित हैं?',
            message:
              'आप इस विभाग को हटाना चाहते हैं। इस विभाग में महत्वपूर्ण जानकारी हो सकती है। इस विभाग को हटाने से इससे जुड़े सभी विवरण हट जाएँगे।',
            confirmLabel: 'विभाग हटाएँ',
            cancelLabel: 'रद्द करें',
            pending: 'हटाया जा रहा है...',
          },
        },
      },
      'x-form': {
        failure: 'एक त्रुटि हुई। कृपया फिर से प्रयास करें।',
        updated: 'विभाग सफलतापूर्वक अपडेट हुआ',
        fields: {
          organizationId: { placeholder: 'संगठन चुनें' },
          managerId: {
            deniedMessage: 'आपके पास कर्मचारियों को खोजने का विशेषाधिकार नहीं है।',
            emptyMessage: 'दिए गए खोज शब्द से कोई कर्मचारी नहीं मिला।',
          },
          attributes: {
            managerLabel: 'विशेषताएँ प्रबंधित करें',
            renamed: 'विभाग की विशेषताएँ सफलतापूर्वक अपडेट हुईं',
            deleting: 'हटाया जा रहा है...',
          },
        },
      },
      properties: {
        departmentId: { title: 'विभाग ID' },
        department: {
          title: 'विभाग का नाम',
          errorMessage: { type: 'विभाग का नाम आवश्यक है' },
          allOf: {
            '0': { errorMessage: { minLength: 'विभाग का नाम कम से कम 3 अक्षरों का होना चाहिए' } },
            '1': { errorMessage: { maxLength: 'विभाग का नाम अधिकतम 50 अक्षरों का हो सकता है' } },
            '2': { errorMessage: { pattern: 'विभाग का नाम खाली या 3 अक्षरों से कम नहीं हो सकता' } },
            '3': { errorMessage: { pattern: 'विभाग के नाम में अंक नहीं हो सकते' } },
            '4': { errorMessage: { pattern: 'विभाग के नाम में विशेष वर्ण नहीं हो सकते' } },
            '5': { errorMessage: { pattern: 'विभाग के नाम में लगातार स्पेस नहीं हो सकते' } },
          },
        },
        description: {
          title: 'विभाग का विवरण',
          errorMessage: { type: 'विवरण आवश्यक है' },
          allOf: {
            '0': { errorMessage: { pattern: 'विवरण आवश्यक है' } },
            '1': { errorMessage: { minLength: 'विवरण कम से कम 5 अक्षरों का होना चाहिए' } },
            '2': { errorMessage: { maxLength: 'विवरण 50 अक्षरों से कम होना चाहिए' } },
          },
        },
        managerId: {
          title: 'विभाग प्रबंधक',
          errorMessage: { type: 'कृपया एक मान्य प्रबंधक चुनें।', minimum: 'कृपया एक मान्य प्रबंधक चुनें।' },
        },
        organizationId: { title: 'संगठन', errorMessage: { type: 'कृपया एक संगठन चुनें।' } },
        branchId: { title: 'उप-संगठन', errorMessage: { type: 'कृपया एक उप-संगठन चुनें।' } },
        attributes: {
          title: 'विशेषताएँ',
          description:
            'कस्टम फ़ील्ड: विशेषता का नाम → टेक्स्ट मान। नाम इस प्रकार की परिभाषित विशेषताओं में से होने चाहिए।',
        },
        managerFirstName: { title: 'प्रबंधक का पहला नाम' },
        managerLastName: { title: 'प्रबंधक का उपनाम' },
        managerEmployeeCode: { title: 'प्रबंधक का कर्मचारी कोड' },
        organizations: { title: 'संगठन' },
        branches: { title: 'उप-संगठन' },
      },
      errorMessage: {
        required: {
          department: 'विभाग का नाम आवश्यक है',
          description: 'विवरण आवश्यक है',
          managerId: 'कृपया एक मान्य प्रबंधक चुनें।',
        },
      },
    },
    departmentAttribute: {
      title: 'विभाग विशेषता',
      'x-label': 'विभाग विशेषताएँ',
      'x-list': { empty: 'कोई विशेषता उपलब्ध नहीं' },
      properties: {
        attributeId: { title: 'विशेषता ID' },
        attributeKey: {
          title: 'विशेषता का नाम',
          errorMessage: { type: 'विशेषता फ़ील्ड आवश्यक है' },
          allOf: {
            '0': { errorMessage: { pattern: 'विशेषता फ़ील्ड आवश्यक है' } },
            '1': { errorMessage: { pattern: 'विशेषता फ़ील्ड में केवल अक्षर हो सकते हैं' } },
            '2': { errorMessage: { maxLength: 'विशेषता का नाम अधिकतम 50 अक्षरों का हो सकता है' } },
          },
        },
      },
      errorMessage: { required: { attributeKey: 'विशेषता फ़ील्ड आवश्यक है' } },
    },
    designation: {
      title: 'पदनाम',
      'x-label': 'पदनाम',
      'x-list': { empty: 'कोई पदनाम नहीं मिला' },
      properties: {
        designationId: { title: 'पदनाम ID' },
        designation: {
          title: 'पदनाम',
          errorMessage: { type: 'पदनाम आवश्यक है' },
          allOf: {
            '0': { errorMessage: { pattern: 'पदनाम खाली नहीं हो सकता' } },
            '1': { errorMessage: { maxLength: 'पदनाम अधिकतम 50 अक्षरों का हो सकता है' } },
          },
        },
      },
      errorMessage: { required: { designation: 'पदनाम आवश्यक है' } },
    },
    emergencyContact: {
      title: 'आपातकालीन संपर्क',
      'x-label': 'आपातकालीन संपर्क',
      properties: {
        emergencyContactId: { title: 'आपातकालीन संपर्क ID' },
        employeeId: { title: 'कर्मचारी' },
        contact: {
          title: 'संपर्क',
          errorMessage: { type: 'संपर्क आवश्यक है' },
          allOf: {
            '0': { errorMessage: { pattern: 'संपर्क आवश्यक है' } },
            '1': { errorMessage: { pattern: 'संपर्क ठीक 10 अंकों का होना चाहिए' } },
          },
        },
        relationship: {
          title: 'संबंध',
          errorMessage: { type: 'संबंध आवश्यक है' },
          allOf: {
            '0': { errorMessage: { pattern: 'संबंध आवश्यक है' } },
            '1': { errorMessage: { pattern: 'संबंध में केवल अक्षर हो सकते हैं' } },
            '2': { errorMessage: { maxLength: 'संबंध अधिकतम 30 अक्षरों का हो सकता है' } },
          },
        },
      },
      errorMessage: { required: { contact: 'संपर्क आवश्यक है', relationship: 'संबंध आवश्यक है' } },
    },
    employee: {
      title: 'कर्मचारी',
      'x-label': 'कर्मचारी',
      'x-list': {
        title: 'कर्मचारी सूची',
        empty: 'कोई कर्मचारी नहीं मिला',
        createLabel: 'नया कर्मचारी',
        sortChoices: {
          label: 'क्रमबद्ध करें',
          options: { '0': { label: 'बनाने की तिथि' }, '1': { label: 'वर्णानुक्रम में' } },
        },
        cells: {
          profileImage: { label: 'फ़ोटो' },
          firstName: { label: 'कर्मचारी का नाम', chip: { label: 'अधूरा' } },
          user: { label: 'कर्मचारी का ईमेल', emptyText: 'गोपनीय' },
          employeeId: { label: 'कर्मचारी कोड' },
          departments: { label: 'विभाग', emptyText: 'असाइन नहीं' },
        },
        filter: {
          label: 'विभाग',
          options: { '0': { label: 'सभी कर्मचारी' } },
          requireReference: {
            title: 'कोई संगठन उपलब्ध नहीं',
            text: 'कर्मचारियों का प्रबंधन करने से पहले आपको एक संगठन बनाना होगा।',
            link: { label: 'संगठन बनाएँ' },
          },
        },
        rowActions: {
          assignDepartment: {
            label: 'असाइन करें',
            title: 'विभाग असाइन करें',
            required: 'कृपया एक विभाग चुनें।',
            confirmLabel: 'असाइन करें',
            cancelLabel: 'रद्द करें',
            failure: 'विभाग असाइन नहीं हो सका',
          },
          removeDepartment: {
            label: 'असाइनमेंट हटाएँ',
            failure: 'विभाग का असाइनमेंट नहीं हट सका',
            title: 'क्या आप निश्चित हैं?',
            message:
              'आप {firstName} {lastName} का {departments.0.department} से असाइनमेंट हटाना चाहते हैं।',
            confirmLabel: 'असाइनमेंट हटाएँ',
            cancelLabel: 'रद्द करें',
          },
          edit: { label: 'संपादित करें' },
          delete: {
            label: 'हटाएँ',
            title: 'क्या आप निश्चित हैं?',
            message: 'आप इस चुने गए कर्मचारी को रिकॉर्ड से हटाना चाहते हैं।',
            confirmLabel: 'कर्मचारी हटाएँ',
            cancelLabel: 'रद्द करें',
            success: 'कर्मचारी हटाया गया',
          },
        },
      },
      'x-form': {
        sections: {
          '0': { title: 'व्यक्तिगत जानकारी' },
          '1': { title: 'व्यक्तिगत विवरण' },
          '2': { title: 'अतिरिक्त विवरण' },
        },
      },
      properties: {
        employeeId: { title: 'कर्मचारी ID' },
        userId: { title: 'उपयोगकर्ता' },
        employeeCode: {
          title: 'कर्मचारी कोड',
          errorMessage: { type: 'कर्मचारी कोड आवश्यक है' },
          allOf: {
            '0': { errorMessage: { pattern: 'कर्मचारी कोड खाली नहीं हो सकता' } },
            '1': { errorMessage: { pattern: 'कर्मचारी कोड में केवल अक्षर और अंक होने चाहिए' } },
            '2': { errorMessage: { maxLength: 'कर्मचारी कोड अधिकतम 20 अक्षरों का हो सकता है' } },
          },
        },
        firstName: {
          title: 'पहला नाम',
          errorMessage: { type: 'पहला नाम आवश्यक है' },
          allOf: {
            '0': { errorMessage: { pattern: 'पहला नाम खाली नहीं हो सकता' } },
            '1': { errorMessage: { pattern: 'पहले नाम में केवल अक्षर होने चाहिए' } },
            '2': { errorMessage: { minLength: 'पहला नाम कम से कम 2 अक्षरों का होना चाहिए' } },
            '3': { errorMessage: { maxLength: 'पहला नाम अधिकतम 50 अक्षरों का हो सकता है' } },
          },
        },
        lastName: {
          title: 'उपनाम',
          errorMessage: { type: 'उपनाम आवश्यक है' },
          allOf: {
            '0': { errorMessage: { pattern: 'उपनाम खाली नहीं हो सकता' } },
            '1': { errorMessage: { pattern: 'उपनाम में केवल अक्षर होने चाहिए' } },
            '2': { errorMessage: { minLength: 'उपनाम कम से कम 2 अक्षरों का होना चाहिए' } },
            '3': { errorMessage: { maxLength: 'उपनाम अधिकतम 50 अक्षरों का हो सकता है' } },
          },
        },
        gender: {
          title: 'लिंग',
          'x-enumLabels': { MALE: 'पुरुष', FEMALE: 'महिला', OTHER: 'अन्य' },
          errorMessage: { enum: 'लिंग पुरुष, महिला या अन्य होना चाहिए' },
        },
        profileImage: { title: 'प्रोफ़ाइल फ़ोटो' },
        photo: { title: 'फ़ोटो की बाइट्स' },
        photoType: { title: 'फ़ोटो का कंटेंट टाइप' },
        photoVersion: { title: 'फ़ोटो संस्करण' },
        departmentId: {
          title: 'विभाग',
          errorMessage: { type: 'विभाग आवश्यक है', minimum: 'विभाग आवश्यक है' },
        },
        contact: {
          title: 'संपर्क नंबर',
          allOf: { '0': { errorMessage: { pattern: 'संपर्क नंबर ठीक 10 अंकों का होना चाहिए' } } },
        },
        dateOfBirth: {
          title: 'जन्म तिथि',
          errorMessage: { format: 'जन्म तिथि एक मान्य तिथि होनी चाहिए' },
        },
        position: {
          title: 'पद',
          allOf: { '0': { errorMessage: { maxLength: 'पद अधिकतम 50 अक्षरों का हो सकता है' } } },
        },
        joinDate: {
          title: 'कार्यग्रहण तिथि',
          errorMessage: { format: 'कार्यग्रहण तिथि एक मान्य तिथि होनी चाहिए' },
        },
        adhaarNumber: {
          title: 'आधार नंबर',
          allOf: { '0': { errorMessage: { pattern: 'आधार नंबर ठीक 12 अंकों का होना चाहिए' } } },
        },
        panNumber: {
          title: 'PAN नंबर',
          allOf: { '0': { errorMessage: { pattern: 'PAN नंबर ABCDE1234F प्रारूप में होना चाहिए' } } },
        },
        uanNumber: {
          title: 'UAN नंबर',
          allOf: { '0': { errorMessage: { pattern: 'UAN नंबर ठीक 12 अंकों का होना चाहिए' } } },
        },
        salary: {
          title: 'वेतन',
          errorMessage: { type: 'वेतन एक संख्या होनी चाहिए', minimum: 'वेतन ऋणात्मक नहीं हो सकता' },
        },
        attributes: {
          title: 'विशेषताएँ',
          description:
            'कस्टम फ़ील्ड: विशेषता का नाम → टेक्स्ट मान। नाम इस प्रकार की परिभाषित विशेषताओं में से होने चाहिए।',
        },
        skillList: { title: 'कौशल' },
        designationList: { title: 'पदनाम' },
        user: { title: 'कर्मचारी का ईमेल' },
        departments: { title: 'विभाग' },
        addresses: { title: 'पते' },
        emergencyContacts: { title: 'आपातकालीन संपर्क' },
        account: { title: 'बैंक खाता' },
        skills: { title: 'कौशल' },
        designations: { title: 'पदनाम' },
      },
      errorMessage: {
        required: {
          firstName: 'पहला नाम आवश्यक है',
          lastName: 'उपनाम आवश्यक है',
          employeeCode: 'कर्मचारी कोड आवश्यक है',
          departmentId: 'विभाग आवश्यक है',
        },
      },
    },
    employeeAttribute: {
      title: 'कर्मचारी विशेषता',
      'x-label': 'कर्मचारी विशेषताएँ',
      'x-list': { empty: 'कोई विशेषता उपलब्ध नहीं' },
      properties: {
        attributeId: { title: 'विशेषता ID' },
        attributeKey: {
          title: 'विशेषता का नाम',
          errorMessage: { type: 'विशेषता का नाम आवश्यक है' },
          allOf: {
            '0': { errorMessage: { pattern: 'विशेषता का नाम खाली नहीं हो सकता' } },
            '1': { errorMessage: { pattern: 'विशेषता के नाम में केवल अक्षर हो सकते हैं' } },
            '2': { errorMessage: { maxLength: 'विशेषता का नाम अधिकतम 50 अक्षरों का हो सकता है' } },
          },
        },
      },
      errorMessage: { required: { attributeKey: 'विशेषता का नाम आवश्यक है' } },
    },
    employeeDesignation: {
      title: 'कर्मचारी पदनाम',
      'x-label': 'कर्मचारी पदनाम',
      properties: {
        employeeDesignationId: { title: 'कर्मचारी पदनाम ID' },
        employeeId: { title: 'कर्मचारी' },
        designationId: { title: 'पदनाम' },
      },
    },
    employeeSkill: {
      title: 'कर्मचारी कौशल',
      'x-label': 'कर्मचारी कौशल',
      properties: {
        employeeSkillId: { title: 'कर्मचारी कौशल ID' },
        employeeId: { title: 'कर्मचारी' },
        skillId: { title: 'कौशल' },
      },
    },
    holiday: {
      title: 'अवकाश',
      'x-label': 'अवकाश',
      'x-catalogue': {
        privileges: {
          GET_HOLIDAYS: 'सार्वजनिक अवकाश कैलेंडर देखें',
          CREATE_HOLIDAY: 'सार्वजनिक अवकाश जोड़ें',
          UPDATE_HOLIDAY: 'सार्वजनिक अवकाश संपादित करें',
          DELETE_HOLIDAY: 'सार्वजनिक अवकाश हटाएँ',
        },
      },
      'x-list': {
        empty: 'कोई अवकाश नहीं मिला',
        cells: { organizationId: { emptyText: 'सभी संगठन' } },
      },
      'x-form': { fields: { organizationId: { placeholder: 'सभी संगठन' } } },
      properties: {
        holidayId: { title: 'अवकाश ID' },
        name: {
          title: 'अवकाश का नाम',
          description: "केवल अक्षर, अंक, स्पेस और . , ' ( ) & - ; 3 से 60 अक्षर।",
          errorMessage: { type: 'अवकाश का नाम आवश्यक है' },
          allOf: {
            '0': { errorMessage: { pattern: 'अवकाश का नाम आवश्यक है' } },
            '1': { errorMessage: { minLength: 'अवकाश का नाम कम से कम 3 अक्षरों का होना चाहिए' } },
            '2': { errorMessage: { maxLength: 'अवकाश का नाम अधिकतम 60 अक्षरों का हो सकता है' } },
            '3': { errorMessage: { pattern: 'अवकाश के नाम में विशेष वर्ण नहीं हो सकते' } },
            '4': { errorMessage: { pattern: 'अवकाश के नाम में लगातार स्पेस नहीं हो सकते' } },
          },
        },
        date: {
          title: 'तिथि',
          errorMessage: { type: 'तिथि आवश्यक है', format: 'तिथि एक मान्य तिथि होनी चाहिए' },
        },
        halfDay: {
          title: 'आधा दिन',
          description: 'आधे दिन का अवकाश: कार्यालय दोपहर में बंद हो जाता है।',
        },
        organizationId: {
          title: 'संगठन',
          description: 'खाली छोड़ें: अवकाश हर संगठन पर लागू होगा।',
          errorMessage: { type: 'कृपया एक संगठन चुनें।' },
        },
      },
      errorMessage: { required: { name: 'अवकाश का नाम आवश्यक है', date: 'तिथि आवश्यक है' } },
    },
    leaveBalance: {
      title: 'छुट्टी शेष',
      'x-label': 'छुट्टी शेष',
      properties: {
        leaveBalanceId: { title: 'छुट्टी शेष ID' },
        employeeId: { title: 'कर्मचारी' },
        leaveTypeId: { title: 'छुट्टी का प्रकार' },
        leaveType: {
          title: 'छुट्टी का प्रकार',
          'x-enumLabels': { PLANNED: 'नियोजित छुट्टी', SICK: 'चिकित्सा छुट्टी' },
        },
        accruedLeave: {
          title: 'अर्जित छुट्टी',
          errorMessage: {
            type: 'अर्जित छुट्टी एक संख्या होनी चाहिए',
            minimum: 'अर्जित छुट्टी ऋणात्मक नहीं हो सकती',
          },
        },
        usedLeave: {
          title: 'ली गई छुट्टी',
          errorMessage: {
            type: 'ली गई छुट्टी एक संख्या होनी चाहिए',
            minimum: 'ली गई छुट्टी ऋणात्मक नहीं हो सकती',
          },
        },
        carryForward: {
          title: 'आगे ले जाई गई छुट्टी',
          errorMessage: {
            type: 'आगे ले जाई गई छुट्टी एक संख्या होनी चाहिए',
            minimum: 'आगे ले जाई गई छुट्टी ऋणात्मक नहीं हो सकती',
          },
        },
        lastAccruedMonth: { title: 'अंतिम अर्जन माह' },
      },
    },
    leaveRequest: {
      title: 'छुट्टी अनुरोध',
      'x-label': 'छुट्टी अनुरोध',
      'x-list': {
        empty: 'कोई छुट्टी अनुरोध नहीं मिला',
        createLabel: 'नया छुट्टी अनुरोध',
        rowActions: {
          approve: {
            label: 'स्वीकृत करें',
            title: 'क्या आप निश्चित हैं?',
            message: 'आप {employeeFirstName} {employeeLastName} का छुट्टी अनुरोध स्वीकृत करना चाहते हैं।',
            confirmLabel: 'स्वीकृत करें',
            cancelLabel: 'रद्द करें',
            success: 'छुट्टी सफलतापूर्वक स्वीकृत हुई',
          },
          decline: {
            label: 'अस्वीकार करें',
            success: 'छुट्टी सफलतापूर्वक अस्वीकृत हुई',
            title: 'क्या आप निश्चित हैं?',
            message: 'आप {employeeFirstName} {employeeLastName} का छुट्टी अनुरोध अस्वीकार करना चाहते हैं।',
            confirmLabel: 'अस्वीकार करें',
          },
          info: { label: 'देखें' },
        },
        views: {
          mine: {
            title: 'छुट्टी आवेदन',
            failure: 'छुट्टी अनुरोध लाने में त्रुटि',
            unavailable: 'आपके खाते का कोई कर्मचारी रिकॉर्ड नहीं है, इसलिए इसमें कोई छुट्टी नहीं है।',
          },
          requested: {
            title: 'अनुरोधित छुट्टी आवेदन',
            empty: 'समीक्षा के लिए कोई छुट्टी अनुरोध नहीं',
            loaded: 'छुट्टियाँ सफलतापूर्वक लाई गईं',
            failure: 'छुट्टी अनुरोध नहीं लाए जा सके',
          },
          pending: {
            title: 'लंबित छुट्टियाँ',
            empty: 'कोई लंबित छुट्टी अनुरोध नहीं',
            failure: 'छुट्टी अनुरोध लाने में त्रुटि',
            unavailable: 'आपके खाते का कोई कर्मचारी रिकॉर्ड नहीं है, इसलिए इसमें कोई छुट्टी नहीं है।',
          },
          approved: {
            title: 'स्वीकृत छुट्टियाँ',
            empty: 'कोई स्वीकृत छुट्टी अनुरोध नहीं',
            failure: 'छुट्टी अनुरोध लाने में त्रुटि',
            unavailable: 'आपके खाते का कोई कर्मचारी रिकॉर्ड नहीं है, इसलिए इसमें कोई छुट्टी नहीं है।',
          },
          declined: {
            title: 'अस्वीकृत छुट्टियाँ',
            empty: 'कोई अस्वीकृत छुट्टी अनुरोध नहीं',
            failure: 'छुट्टी अनुरोध लाने में त्रुटि',
            unavailable: 'आपके खाते का कोई कर्मचारी रिकॉर्ड नहीं है, इसलिए इसमें कोई छुट्टी नहीं है।',
          },
          employee: { title: 'छुट्टी की जानकारी', failure: 'छुट्टी अनुरोध लाने में त्रुटि' },
        },
      },
      'x-form': {
        createTitle: 'नया छुट्टी अनुरोध',
        createButton: 'आवेदन करें',
        fields: { leaveType: { placeholder: 'छुट्टी का प्रकार चुनें' } },
      },
      properties: {
        leaveId: { title: 'छुट्टी ID' },
        id: { title: 'छुट्टी ID' },
        employeeId: { title: 'कर्मचारी' },
        employeeFirstName: { title: 'पहला नाम' },
        employeeLastName: { title: 'उपनाम' },
        leaveType: {
          title: 'छुट्टी का प्रकार',
          'x-enumLabels': { PLANNED: 'नियोजित छुट्टी', SICK: 'चिकित्सा छुट्टी' },
          errorMessage: { type: 'यह फ़ील्ड आवश्यक है' },
          allOf: { '0': { errorMessage: { pattern: 'यह फ़ील्ड आवश्यक है' } } },
        },
        startDate: {
          title: 'आरंभ तिथि',
          errorMessage: { type: 'यह फ़ील्ड आवश्यक है', format: 'यह फ़ील्ड आवश्यक है' },
        },
        endDate: {
          title: 'समाप्ति तिथि',
          errorMessage: { type: 'यह फ़ील्ड आवश्यक है', format: 'यह फ़ील्ड आवश्यक है' },
        },
        numberOfDays: {
          title: 'दिनों की संख्या',
          errorMessage: {
            type: 'यह फ़ील्ड आवश्यक है और कम से कम 1 दिन होना चाहिए',
            minimum: 'यह फ़ील्ड आवश्यक है और कम से कम 1 दिन होना चाहिए',
          },
        },
        reason: {
          title: 'कारण',
          errorMessage: { type: 'यह फ़ील्ड आवश्यक है' },
          allOf: {
            '0': { errorMessage: { pattern: 'यह फ़ील्ड आवश्यक है' } },
            '1': { errorMessage: { maxLength: 'कारण अधिकतम 500 अक्षरों का हो सकता है' } },
          },
        },
        status: {
          title: 'स्थिति',
          'x-enumLabels': { PENDING: 'लंबित', APPROVED: 'स्वीकृत', DECLINED: 'अस्वीकृत' },
        },
        approverId: { title: 'स्वीकृत करने वाले' },
        createdAt: { title: 'अनुरोध का समय' },
      },
      errorMessage: {
        required: {
          leaveType: 'यह फ़ील्ड आवश्यक है',
          startDate: 'यह फ़ील्ड आवश्यक है',
          endDate: 'यह फ़ील्ड आवश्यक है',
          numberOfDays: 'यह फ़ील्ड आवश्यक है और कम से कम 1 दिन होना चाहिए',
          reason: 'यह फ़ील्ड आवश्यक है',
        },
      },
    },
    leaveType: {
      title: 'छुट्टी का प्रकार',
      'x-label': 'छुट्टी के प्रकार',
      'x-list': { empty: 'छुट्टी का कोई प्रकार नहीं मिला' },
      properties: {
        leaveTypeId: { title: 'छुट्टी प्रकार ID' },
        leaveType: {
          title: 'छुट्टी प्रकार कोड',
          'x-enumLabels': { PLANNED: 'नियोजित छुट्टी', SICK: 'चिकित्सा छुट्टी' },
          errorMessage: { type: 'छुट्टी प्रकार कोड आवश्यक है' },
          allOf: {
            '0': {
              errorMessage: {
                pattern: 'छुट्टी प्रकार कोड में केवल बड़े अंग्रेज़ी अक्षर (A-Z) और अंडरस्कोर (_) हो सकते हैं',
              },
            },
            '1': { errorMessage: { maxLength: 'छुट्टी प्रकार कोड अधिकतम 30 अक्षरों का हो सकता है' } },
          },
        },
        description: {
          title: 'विवरण',
          allOf: { '0': { errorMessage: { maxLength: 'विवरण अधिकतम 200 अक्षरों का हो सकता है' } } },
        },
        leavesPerMonth: {
          title: 'प्रति माह छुट्टियाँ',
          errorMessage: {
            type: 'प्रति माह छुट्टियाँ एक संख्या होनी चाहिए',
            minimum: 'प्रति माह छुट्टियाँ ऋणात्मक नहीं हो सकतीं',
          },
        },
        totalLeaves: {
          title: 'कुल छुट्टियाँ',
          errorMessage: {
            type: 'कुल छुट्टियाँ एक संख्या होनी चाहिए',
            minimum: 'कुल छुट्टियाँ ऋणात्मक नहीं हो सकतीं',
          },
        },
        carryForwardLimit: {
          title: 'आगे ले जाने की सीमा',
          errorMessage: {
            type: 'आगे ले जाने की सीमा एक संख्या होनी चाहिए',
            minimum: 'आगे ले जाने की सीमा ऋणात्मक नहीं हो सकती',
          },
        },
        isPaidLeave: { title: 'सवेतन छुट्टी' },
      },
      errorMessage: {
        required: {
          leaveType: 'छुट्टी प्रकार कोड आवश्यक है',
          leavesPerMonth: 'प्रति माह छुट्टियाँ आवश्यक है',
        },
      },
    },
    organization: {
      title: 'संगठन',
      'x-label': 'संगठन',
      'x-list': {
        empty: 'कोई संगठन उपलब्ध नहीं',
        title: 'संगठन सूची',
        createLabel: 'नया',
        rowActions: {
          edit: { label: 'संपादित करें' },
          delete: {
            label: 'हटाएँ',
            title: 'क्या आप निश्चित हैं?',
            message:
              'आप संगठन {organizationName} को हटाना चाहते हैं। इसके विभाग और उप-संगठन बिना असाइनमेंट के रह जाएँगे।',
            confirmLabel: 'संगठन हटाएँ',
            cancelLabel: 'रद्द करें',
          },
        },
      },
      'x-form': {
        fields: {
          organizationImage: {
            typeMessage: 'केवल JPEG और PNG चित्रों की अनुमति है।',
            sizeMessage: 'फ़ाइल का आकार 5MB से अधिक नहीं होना चाहिए।',
          },
          attributes: { managerLabel: 'विशेषताएँ प्रबंधित करें' },
        },
      },
      properties: {
        organizationId: { title: 'संगठन ID' },
        organizationName: {
          title: 'संगठन का नाम',
          errorMessage: { type: 'संगठन का नाम आवश्यक है' },
          allOf: {
            '0': { errorMessage: { pattern: 'संगठन का नाम खाली नहीं हो सकता' } },
            '1': { errorMessage: { minLength: 'संगठन का नाम कम से कम 3 अक्षरों का होना चाहिए' } },
            '2': { errorMessage: { maxLength: 'संगठन का नाम अधिकतम 50 अक्षरों का हो सकता है' } },
            '3': { errorMessage: { pattern: 'संगठन के नाम में अंक नहीं हो सकते' } },
            '4': { errorMessage: { pattern: 'संगठन के नाम में केवल अक्षर और स्पेस हो सकते हैं' } },
            '5': { errorMessage: { pattern: 'संगठन के नाम में लगातार स्पेस नहीं हो सकते' } },
          },
        },
        organizationDescription: {
          title: 'संगठन का विवरण',
          errorMessage: { type: 'संगठन का विवरण आवश्यक है' },
          allOf: {
            '0': { errorMessage: { minLength: 'संगठन का विवरण कम से कम 5 अक्षरों का होना चाहिए' } },
            '1': { errorMessage: { maxLength: 'संगठन का विवरण अधिकतम 200 अक्षरों का हो सकता है' } },
            '2': { errorMessage: { pattern: 'संगठन का विवरण खाली या 5 अक्षरों से कम नहीं हो सकता' } },
          },
        },
        organizationImage: { title: 'लोगो' },
        logo: { title: 'लोगो की बाइट्स' },
        logoType: { title: 'लोगो का कंटेंट टाइप' },
        logoVersion: { title: 'लोगो संस्करण' },
        attributes: {
          title: 'विशेषताएँ',
          description:
            'कस्टम फ़ील्ड: विशेषता का नाम → टेक्स्ट मान। नाम इस प्रकार की परिभाषित विशेषताओं में से होने चाहिए।',
        },
      },
      errorMessage: {
        required: {
          organizationName: 'संगठन का नाम आवश्यक है',
          organizationDescription: 'संगठन का विवरण आवश्यक है',
        },
      },
    },
    organizationAttribute: {
      title: 'संगठन विशेषता',
      'x-label': 'संगठन विशेषताएँ',
      'x-list': { empty: 'कोई विशेषता उपलब्ध नहीं' },
      properties: {
        attributeId: { title: 'विशेषता ID' },
        attributeKey: {
          title: 'विशेषता का नाम',
          errorMessage: { type: 'विशेषता फ़ील्ड आवश्यक है' },
          allOf: {
            '0': { errorMessage: { pattern: 'विशेषता फ़ील्ड आवश्यक है' } },
            '1': { errorMessage: { pattern: 'विशेषता फ़ील्ड में केवल अक्षर हो सकते हैं' } },
            '2': { errorMessage: { maxLength: 'विशेषता का नाम अधिकतम 50 अक्षरों का हो सकता है' } },
          },
        },
      },
      errorMessage: { required: { attributeKey: 'विशेषता फ़ील्ड आवश्यक है' } },
    },
    performance: {
      title: 'प्रदर्शन समीक्षा',
      'x-label': 'प्रदर्शन समीक्षाएँ',
      'x-list': { empty: 'कोई समीक्षा उपलब्ध नहीं।' },
      properties: {
        performanceId: { title: 'समीक्षा ID' },
        employeeId: { title: 'कर्मचारी' },
        reviewerId: { title: 'समीक्षक' },
        reviewDate: { title: 'समीक्षा तिथि' },
        rating: {
          title: 'रेटिंग',
          'x-enumLabels': {
            VERY_POOR: 'बहुत ख़राब',
            POOR: 'ख़राब',
            FAIR: 'ठीक-ठाक',
            GOOD: 'अच्छा',
            EXCELLENT: 'उत्कृष्ट',
          },
          errorMessage: { type: 'यह फ़ील्ड आवश्यक है', enum: 'यह फ़ील्ड आवश्यक है' },
        },
        comment: {
          title: 'टिप्पणी',
          errorMessage: { type: 'यह फ़ील्ड आवश्यक है' },
          allOf: {
            '0': { errorMessage: { pattern: 'यह फ़ील्ड आवश्यक है' } },
            '1': { errorMessage: { maxLength: 'टिप्पणी अधिकतम 1000 अक्षरों की हो सकती है' } },
          },
        },
        firstName: { title: 'पहला नाम' },
        lastName: { title: 'उपनाम' },
        employeeCode: { title: 'कर्मचारी कोड' },
        reviewerFirstName: { title: 'समीक्षक' },
        reviewerLastName: { title: 'समीक्षक का उपनाम' },
        reviewerEmployeeCode: { title: 'समीक्षक का कर्मचारी कोड' },
      },
      errorMessage: { required: { rating: 'यह फ़ील्ड आवश्यक है', comment: 'यह फ़ील्ड आवश्यक है' } },
    },
    role: {
      title: 'भूमिका',
      'x-label': 'भूमिकाएँ',
      'x-list': {
        empty: 'कोई भूमिका नहीं मिली',
        title: 'भूमिका सूची',
        createLabel: 'नई भूमिका',
        cells: { privilege: { label: 'विशेषाधिकार' } },
        rowActions: {
          edit: { label: 'संपादित करें' },
          delete: {
            label: 'हटाएँ',
            title: 'क्या आप निश्चित हैं?',
            message:
              'आप भूमिका {role} को हटाना चाहते हैं। जिन उपयोगकर्ताओं के पास यह है, वे बिना भूमिका के रह जाएँगे।',
            confirmLabel: 'भूमिका हटाएँ',
            cancelLabel: 'रद्द करें',
          },
        },
      },
      properties: {
        roleId: { title: 'भूमिका ID' },
        role: {
          title: 'भूमिका का नाम',
          errorMessage: { type: 'भूमिका का नाम आवश्यक है' },
          allOf: {
            '0': { errorMessage: { minLength: 'भूमिका का नाम कम से कम 2 अक्षरों का होना चाहिए' } },
            '1': { errorMessage: { maxLength: 'भूमिका का नाम अधिकतम 20 अक्षरों का हो सकता है' } },
            '2': { errorMessage: { pattern: 'भूमिका का नाम खाली या 2 अक्षरों से कम नहीं हो सकता' } },
            '3': { errorMessage: { pattern: 'भूमिका के नाम में अंक नहीं हो सकते' } },
            '4': { errorMessage: { pattern: 'भूमिका के नाम में विशेष वर्ण नहीं हो सकते' } },
            '5': { errorMessage: { pattern: 'भूमिका के नाम में लगातार स्पेस नहीं हो सकते' } },
          },
        },
        privilege: {
          title: 'विशेषाधिकार',
          description:
            'कैटलॉग के नाम (src/shared/privileges.ts); भूमिका सहेजते समय कैटलॉग से बाहर का नाम अस्वीकार होता है और दोहराए गए नाम हटा दिए जाते हैं (पता टैब कर्मचारी के तीन नाम दोहराता है)।',
          errorMessage: {
            type: 'कृपया कम से कम एक विशेषाधिकार चुनें।',
            minItems: 'कृपया कम से कम एक विशेषाधिकार चुनें।',
            pattern: 'अज्ञात विशेषाधिकार।',
          },
        },
      },
      errorMessage: {
        required: { role: 'भूमिका का नाम आवश्यक है', privilege: 'कृपया कम से कम एक विशेषाधिकार चुनें।' },
      },
    },
    shiftDuration: {
      title: 'शिफ़्ट अवधि',
      'x-label': 'शिफ़्ट अवधियाँ',
      'x-list': { empty: 'कोई शिफ़्ट अवधि तय नहीं है' },
      properties: {
        shiftDurationId: { title: 'शिफ़्ट अवधि ID' },
        shiftDuration: { title: 'शिफ़्ट अवधि' },
        shiftDurationHours: { title: 'घंटे', errorMessage: 'समय का प्रारूप गलत है (HH:mm)' },
        shiftDurationMinutes: { title: 'मिनट', errorMessage: 'समय का प्रारूप गलत है (HH:mm)' },
      },
      allOf: {
        '0': { errorMessage: 'समय का प्रारूप गलत है (HH:mm)' },
        '1': { errorMessage: 'शिफ़्ट अवधि 0 मिनट से अधिक होनी चाहिए' },
      },
      errorMessage: {
        required: {
          shiftDurationHours: 'समय का प्रारूप गलत है (HH:mm)',
          shiftDurationMinutes: 'समय का प्रारूप गलत है (HH:mm)',
        },
      },
    },
    skill: {
      title: 'कौशल',
      'x-label': 'कौशल',
      'x-list': { empty: 'कोई कौशल नहीं मिला' },
      properties: {
        skillId: { title: 'कौशल ID' },
        skill: {
          title: 'कौशल',
          errorMessage: { type: 'कौशल आवश्यक है' },
          allOf: {
            '0': { errorMessage: { pattern: 'कौशल खाली नहीं हो सकता' } },
            '1': { errorMessage: { maxLength: 'कौशल अधिकतम 50 अक्षरों का हो सकता है' } },
          },
        },
      },
      errorMessage: { required: { skill: 'कौशल आवश्यक है' } },
    },
    user: {
      title: 'उपयोगकर्ता',
      'x-label': 'उपयोगकर्ता',
      'x-list': { empty: 'कोई उपयोगकर्ता नहीं मिला' },
      properties: {
        userId: { title: 'उपयोगकर्ता ID' },
        email: {
          title: 'ईमेल',
          errorMessage: { type: 'ईमेल आवश्यक है' },
          allOf: {
            '0': { errorMessage: { format: 'अमान्य ईमेल पता' } },
            '1': { errorMessage: { pattern: 'डोमेन में कोई अंक नहीं हो सकता' } },
            '2': { errorMessage: { maxLength: 'ईमेल अधिकतम 254 अक्षरों का हो सकता है' } },
          },
        },
        password: {
          title: 'पासवर्ड',
          errorMessage: { type: 'पासवर्ड आवश्यक है' },
          allOf: {
            '0': { errorMessage: { minLength: 'पासवर्ड आवश्यक है' } },
            '1': { errorMessage: { minLength: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए' } },
            '2': {
              errorMessage: {
                pattern:
                  'पासवर्ड में कम से कम एक बड़ा अक्षर, एक छोटा अक्षर, एक अंक और एक विशेष वर्ण होना चाहिए',
              },
            },
            '3': { errorMessage: { maxLength: 'पासवर्ड अधिकतम 128 अक्षरों का हो सकता है' } },
          },
        },
        passwordHash: { title: 'पासवर्ड हैश' },
        createdAt: { title: 'बनाने का समय' },
        active: { title: 'सक्रिय' },
        roleId: { title: 'भूमिका' },
        createdBy: { title: 'बनाने वाले' },
        mustChangePassword: { title: 'पासवर्ड बदलना आवश्यक' },
        tokenVersion: { title: 'टोकन संस्करण' },
      },
      errorMessage: { required: { email: 'ईमेल आवश्यक है' } },
    },
  },
  // ---- end of schema
  // ---- menu: the side bar's labels (resources/menu.json, generated with the schema texts)
  menu: {
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
  },
  // ---- end of menu
};

export default hi;
