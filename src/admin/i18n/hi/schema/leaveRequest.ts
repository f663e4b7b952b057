import type { StringMap } from 'react-admin';

export const messages: StringMap = {
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
  // The same words as the server's leave.end_before_start (src/admin/i18n/hi/server.ts).
  'x-rules': {
    0: { message: 'अंतिम तारीख शुरुआती तारीख के दिन या उसके बाद की होनी चाहिए।' },
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
};
