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
    employees: {
      info: {
        add_field: '%{field} जोड़ें',
        breadcrumb: 'कर्मचारी जानकारी',
        employee_number: 'कर्मचारी %{id}',
        fields: {
          accountNumber: 'खाता संख्या',
          addressType: 'पते का प्रकार',
          adhaarNumber: 'आधार नंबर',
          bankName: 'बैंक का नाम',
          branch: 'शाखा',
          city: 'शहर',
          contact: 'संपर्क नंबर',
          country: 'देश',
          dateOfBirth: 'जन्म तिथि',
          department: 'विभाग',
          email: 'ईमेल',
          employeeCode: 'कर्मचारी कोड',
          firstName: 'पहला नाम',
          gender: 'लिंग',
          ifsc: 'IFSC कोड',
          joinDate: 'जॉइनिंग तिथि',
          lastName: 'अंतिम नाम',
          panNumber: 'PAN नंबर',
          position: 'पद',
          propertyNumber: 'मकान नंबर',
          role: 'भूमिका',
          salary: 'वेतन',
          state: 'राज्य',
          uanNumber: 'UAN नंबर',
          zipCode: 'पिन कोड',
        },
        hidden: 'छिपा हुआ',
        no_employee: 'कोई कर्मचारी नहीं मिला',
        no_match: 'इस नाम का कोई कर्मचारी नहीं है',
        no_view: 'आपको कर्मचारियों को देखने की अनुमति नहीं है।',
        photo_of: '%{name} की फ़ोटो',
        photo_of_unnamed: 'कर्मचारी की फ़ोटो',
        retrieved: 'कर्मचारी का विवरण मिल गया',
        sections: {
          additional: 'अतिरिक्त विवरण',
          address: 'पते का विवरण',
          bank: 'बैंक खाते का विवरण',
          personal: 'व्यक्तिगत विवरण',
        },
      },
      names: {
        add: 'जोड़ें',
        cancel_rename: 'नाम बदलना रद्द करें',
        confirm_rename: 'नया नाम पक्का करें',
        delete_name: '%{name} हटाएँ',
        designation: {
          add: 'पदनाम जोड़ें',
          add_new: 'नया पदनाम जोड़ें',
          chosen: 'चुने गए पदनाम',
          confirm_delete:
            'आप पदनाम "%{name}" हटाना चाहते हैं। यह उन सभी कर्मचारियों से हट जाएगा जिनके पास यह है।',
          empty: 'अभी कोई पदनाम नहीं है।',
          new: 'नया पदनाम',
          none: 'कोई पदनाम नहीं चुना गया',
          saved: 'पदनाम सहेजा गया',
          title: 'पदनाम',
        },
        edit_name: '%{name} संपादित करें',
        not_renamed: 'नाम नहीं बदला गया',
        rename_name: '%{name} का नाम बदलें',
        select_name: '%{name} चुनें',
        skill: {
          add: 'कौशल जोड़ें',
          add_new: 'नया कौशल जोड़ें',
          chosen: 'चुने गए कौशल',
          confirm_delete:
            'आप कौशल "%{name}" हटाना चाहते हैं। यह उन सभी कर्मचारियों से हट जाएगा जिनके पास यह है।',
          empty: 'अभी कोई कौशल नहीं है।',
          new: 'नया कौशल',
          none: 'कोई कौशल नहीं चुना गया',
          saved: 'कौशल सहेजा गया',
          title: 'कौशल',
        },
      },
      personal: {
        additional_details: 'अतिरिक्त विवरण',
        edit_title: 'व्यक्तिगत जानकारी संपादित करें',
        loading_departments: 'लोड हो रहा है...',
        manage_attributes: 'विशेषताएँ प्रबंधित करें',
        masked_hint: 'आपसे छिपा हुआ; बदलने के लिए नया मान लिखें',
        no_departments: 'कोई विभाग उपलब्ध नहीं है',
        not_given: 'नहीं बताया',
        saved: 'कर्मचारी सहेजा गया',
        title: 'व्यक्तिगत जानकारी',
        update_additional: 'अतिरिक्त विवरण अपडेट करें',
      },
      photo: {
        no_image: 'कृपया एक फ़ोटो चुनें',
        only_images: 'केवल JPEG और PNG फ़ोटो की अनुमति है।',
        picture: 'प्रोफ़ाइल फ़ोटो',
        select: 'चुनें',
        select_picture: 'प्रोफ़ाइल फ़ोटो चुनें',
        too_large: 'फ़ाइल का आकार 5MB से अधिक नहीं होना चाहिए।',
        update: 'अपडेट करें',
        upload: 'अपलोड करें',
        uploaded: 'फ़ोटो अपलोड हो गई',
        uploading: 'अपलोड हो रहा है...',
      },
      primary: {
        account_exists: 'इस कर्मचारी का साइन-इन खाता मौजूद है। इसका ईमेल और पासवर्ड यहाँ नहीं बदला जाता।',
        create_organization: 'संगठन बनाएँ',
        email: 'ईमेल',
        error_adding: 'कर्मचारी जोड़ने में त्रुटि।',
        hide_password: 'पासवर्ड छिपाएँ',
        need_organization: 'कर्मचारी जोड़ने से पहले आपको एक संगठन बनाना होगा।',
        no_organizations: 'कोई संगठन उपलब्ध नहीं है',
        organization: 'संगठन',
        organization_required: 'संगठन आवश्यक है',
        password: 'पासवर्ड',
        password_required: 'पासवर्ड आवश्यक है',
        role: 'भूमिका',
        role_required: 'भूमिका आवश्यक है',
        select_organization: 'संगठन चुनें',
        show_password: 'पासवर्ड दिखाएँ',
        user_created: 'उपयोगकर्ता बनाया गया',
      },
      records: {
        account: {
          add: 'बैंक विवरण जोड़ें',
          confirm_delete: 'आप बैंक खाता %{summary} हटाना चाहते हैं।',
          delete_label: 'बैंक खाता %{summary} हटाएँ',
          deleted: 'बैंक खाता हटा दिया गया',
          form: 'बैंक विवरण फ़ॉर्म',
          saved: 'बैंक विवरण सहेजा गया',
          saved_list: 'सहेजा गया बैंक खाता',
          title: 'बैंक विवरण',
          update: 'बैंक विवरण अपडेट करें',
        },
        address: {
          add: 'पता जोड़ें',
          add_another: 'एक और पता जोड़ें',
          confirm_delete: 'आप पता %{summary} हटाना चाहते हैं।',
          delete_label: 'पता %{summary} हटाएँ',
          deleted: 'पता हटा दिया गया',
          form: 'पता फ़ॉर्म',
          saved: 'पता सहेजा गया',
          saved_list: 'सहेजे गए पते',
          title: 'पते का विवरण',
          update: 'पता अपडेट करें',
        },
        contact: {
          add: 'संपर्क जोड़ें',
          add_another: 'एक और संपर्क जोड़ें',
          confirm_delete: 'आप संपर्क %{summary} हटाना चाहते हैं।',
          delete_label: 'संपर्क %{summary} हटाएँ',
          deleted: 'संपर्क हटा दिया गया',
          form: 'संपर्क फ़ॉर्म',
          saved: 'आपातकालीन संपर्क सहेजा गया',
          saved_list: 'सहेजे गए आपातकालीन संपर्क',
          title: 'आपातकालीन संपर्क विवरण',
          update: 'संपर्क अपडेट करें',
        },
      },
      wizard: {
        adding: 'जोड़ा जा रहा है...',
        are_you_sure: 'क्या आप निश्चित हैं?',
        attributes_back: 'कर्मचारी पर वापस जाएँ',
        attributes_title: 'कर्मचारी विशेषताएँ',
        cancel: 'रद्द करें',
        cannot_fetch:
          'आप कर्मचारी का विवरण अपडेट नहीं कर सकते, क्योंकि आपके पास ID से कर्मचारी की पूरी जानकारी देखने के आवश्यक अधिकार नहीं हैं।',
        create_title: 'कर्मचारी बनाएँ',
        delete: 'हटाएँ',
        deleting: 'हटाया जा रहा है...',
        edit_title: 'कर्मचारी संपादित करें',
        loading: 'लोड हो रहा है',
        next_step: 'अगला चरण',
        no_create: 'आपके पास कर्मचारी बनाने का अधिकार नहीं है।',
        no_update: 'आपके पास कर्मचारियों का विवरण अपडेट करने का अधिकार नहीं है।',
        previous_step: 'पिछला चरण',
        save_all: 'सभी बदलाव सहेजें',
        steps: {
          additional: 'अतिरिक्त विवरण',
          personal: 'व्यक्तिगत विवरण',
          primary: 'प्राथमिक विवरण',
        },
        updating: 'अपडेट हो रहा है...',
      },
    },
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
