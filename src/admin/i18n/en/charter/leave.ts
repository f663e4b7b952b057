/** leave: Leave balance panel and the leave screens outside the generated ones */
import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  balance_label: 'Leave balance',
  balance_line: '%{available} available · %{used} used',
  balance_loading: 'Loading leave balance',
  balance_none: 'No leave balance yet.',
  balance_title: 'Leave Balance',
  days: '%{count} day |||| %{count} days',
  no_account_balance: 'Your account has no leave balance.',
};
