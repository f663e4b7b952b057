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
    audit: {},
    // ---- apiDocs: The API documentation page
    apiDocs: {},
    // ---- export: Export and import
    export: {},
    // ---- schema: The chrome of the generated screens (src/admin/schema): list, form, show, dialogs, filters
    schema: {
      assign: {
        nothing: 'चुनने के लिए कुछ नहीं है।',
        required: 'कृपया एक विकल्प चुनें।',
      },
      attributes: {
        add: 'जोड़ें',
        add_failed: 'विशेषता जोड़ी नहीं जा सकी',
        add_placeholder: 'विशेषताएँ जोड़ें...',
        added: 'विशेषता जोड़ी गई',
        adding: 'जोड़ा जा रहा है...',
        delete: 'हटाएँ',
        delete_message: 'आप विशेषता "%{name}" हटाना चाहते हैं।',
        delete_one: '%{name} हटाएँ',
        deleted: 'विशेषता हटाई गई',
        edit: '%{name} संपादित करें',
        empty: 'कोई विशेषता उपलब्ध नहीं है',
        hint: 'यहाँ जोड़ी गई विशेषताएँ इस फ़ॉर्म में फ़ील्ड के रूप में दिखती हैं।',
        list: 'विशेषताएँ',
        manage: 'विशेषताएँ प्रबंधित करें',
        next: 'आगे',
        rename: '%{name} का नाम बदलें',
        save: 'सहेजें',
        update_failed: 'विशेषता अपडेट नहीं हो सकी',
        updated: 'विशेषता अपडेट की गई',
        updating: 'अपडेट किया जा रहा है...',
      },
      breadcrumb: {
        dashboard: 'डैशबोर्ड',
        home: 'होम',
        label: 'ब्रेडक्रम्ब',
      },
      cancel: 'रद्द करें',
      confirm_title: 'क्या आप निश्चित हैं?',
      delete_message: 'आप यह %{title} हटाना चाहते हैं।',
      deleting: 'हटाया जा रहा है...',
      done: 'हो गया।',
      export: {
        progress: 'निर्यात की प्रगति',
      },
      filters: {
        any: 'कोई भी',
        from: '%{label} से',
        search: 'खोजें',
        to: '%{label} तक',
      },
      form: {
        adding: 'जोड़ा जा रहा है...',
        create: 'बनाएँ',
        create_button: '%{title} बनाएँ',
        create_title: '%{title} बनाएँ',
        created: '%{title} बनाया गया',
        denied_create: 'आपके पास यह %{title} बनाने का अधिकार नहीं है।',
        denied_update: 'आपके पास यह %{title} अपडेट करने का अधिकार नहीं है।',
        edit_title: '%{title} संपादित करें',
        logo_preview: 'लोगो का पूर्वावलोकन',
        none: 'कोई नहीं',
        not_found: '%{title} नहीं मिला।',
        privileges: 'अधिकार',
        remove_logo: 'लोगो हटाएँ',
        save: 'सहेजें',
        search_by_name: 'नाम से खोजें',
        update_button: '%{title} अपडेट करें',
        updated: '%{title} अपडेट किया गया',
        updating: 'अपडेट किया जा रहा है...',
        upload_logo: 'लोगो अपलोड करें',
      },
      import: {
        button: 'आयात करें',
        checking: 'हर पंक्ति जाँची जा रही है...',
        choose: 'CSV फ़ाइल चुनें',
        choose_another: 'दूसरी फ़ाइल चुनें',
        column: 'कॉलम',
        done: 'हो गया',
        email: 'ईमेल',
        file: 'CSV फ़ाइल',
        import_rows: '%{rows} पंक्ति आयात करें |||| %{rows} पंक्तियाँ आयात करें',
        importing: 'आयात किया जा रहा है...',
        instructions:
          'ऐसी CSV फ़ाइल (UTF-8) चुनें जिसकी पहली पंक्ति में कॉलम के नाम हों: %{columns}। कुछ भी सहेजने से पहले हर पंक्ति जाँची जाती है, और या तो सभी पंक्तियाँ आयात होती हैं या एक भी नहीं।',
        message: 'संदेश',
        problems: 'फ़ाइल में समस्याएँ',
        row: 'पंक्ति',
        sign_ins: 'नए साइन-इन',
        sign_ins_download: 'साइन-इन डाउनलोड करें',
        sign_ins_file: '%{label} साइन-इन',
        sign_ins_warning:
          'ये अस्थायी पासवर्ड केवल अभी दिखाए जा रहे हैं। इन्हें डाउनलोड करें और हर व्यक्ति को उसका अपना पासवर्ड दें।',
        template: 'टेम्पलेट डाउनलोड करें',
        template_file: '%{label} आयात',
        temporary_password: 'अस्थायी पासवर्ड',
        title: '%{label} आयात करें',
        too_large: 'फ़ाइल %{size} KB से बड़ी है।',
        working: 'काम चल रहा है',
      },
      list: {
        action: 'कार्रवाई',
        create: 'बनाएँ',
        denied: 'आपके पास यह सूची देखने का अधिकार नहीं है।',
        empty: 'अभी कोई %{label} नहीं',
      },
      loading: 'लोड हो रहा है',
      pager: {
        next: 'अगला',
        page: 'पृष्ठ %{page} / %{pages}',
        previous: 'पिछला',
      },
      show: {
        delete_title: 'यह %{title} हटाएँ?',
      },
    },
    // ---- validation: Form validation messages for keywords without an errorMessage of the schema
    validation: {
      additionalProperties: 'अतिरिक्त फ़ील्ड नहीं होने चाहिए',
      anyOf: 'दिए गए रूपों में से किसी एक से मेल खाना चाहिए',
      const: 'निर्धारित मान के बराबर होना चाहिए',
      enum: 'अनुमत मानों में से एक होना चाहिए',
      exclusiveMaximum: '%{comparison} %{limit} होना चाहिए',
      exclusiveMinimum: '%{comparison} %{limit} होना चाहिए',
      format: '"%{format}" प्रारूप में होना चाहिए',
      maxItems: '%{limit} से अधिक आइटम नहीं होने चाहिए',
      maxLength: '%{limit} से अधिक अक्षर नहीं होने चाहिए',
      maximum: '%{comparison} %{limit} होना चाहिए',
      minItems: 'कम से कम %{limit} आइटम होने चाहिए',
      minLength: 'कम से कम %{limit} अक्षर होने चाहिए',
      minimum: '%{comparison} %{limit} होना चाहिए',
      multipleOf: '%{multipleOf} का गुणज होना चाहिए',
      not: 'यह मान मान्य नहीं है',
      oneOf: 'दिए गए रूपों में से ठीक एक से मेल खाना चाहिए',
      pattern: '"%{pattern}" पैटर्न से मेल खाना चाहिए',
      required: "'%{property}' आवश्यक है",
      type: '%{type} होना चाहिए',
      uniqueItems: 'आइटम दोहराए नहीं जाने चाहिए (आइटम %{j} और %{i} एक जैसे हैं)',
    },
    // ---- notifications: Toasts
    notifications: {},
    // ---- end of charter
  },
  // ---- server: the server's messages by their stable code (X-Message-Code)
  server: {},
  // ---- end of server
  // ---- schema: the texts of the JSON Schemas (keys generated into src/generated)
  schema: {
    department: {
      title: 'विभाग',
      'x-list': {
        title: 'विभाग सूची',
        empty: 'कोई विभाग नहीं मिला',
        createLabel: 'विभाग जोड़ें',
        cells: { managerFirstName: { label: 'विभाग प्रबंधक' } },
      },
      properties: {
        department: {
          title: 'विभाग का नाम',
          allOf: {
            0: { errorMessage: { minLength: 'विभाग का नाम कम से कम 3 अक्षरों का होना चाहिए' } },
          },
        },
      },
    },
  },
  menu: {
    department: {
      label: 'विभाग',
      items: { 0: { label: 'विभाग सूची' }, 1: { label: 'विभाग जोड़ें' } },
    },
  },
  // ---- end of schema
};

export default hi;
