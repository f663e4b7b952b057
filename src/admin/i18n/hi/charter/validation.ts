/** validation: Form validation messages for keywords without an errorMessage of the schema */
import type { StringMap } from 'react-admin';

export const messages: StringMap = {
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
};
