/** leave: Leave balance panel and the leave screens outside the generated ones */
import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  balance_label: 'छुट्टी शेष',
  balance_line: '%{available} उपलब्ध · %{used} ली गईं',
  balance_loading: 'छुट्टी शेष लोड हो रहा है',
  balance_none: 'अभी कोई छुट्टी शेष नहीं है।',
  balance_title: 'छुट्टी शेष',
  days: '%{count} दिन |||| %{count} दिन',
  no_account_balance: 'आपके खाते में कोई छुट्टी शेष नहीं है।',
};
