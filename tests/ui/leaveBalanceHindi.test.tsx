// Issue #21 §2 on the leave balance beside the New Leave form: in Hindi its title and each line are
// Hindi, with the day counts through the chosen language's number format.
import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import hi from '../../src/admin/i18n/hi.ts';
import { createI18nProvider } from '../../src/admin/i18n/index.ts';
import { LeaveBalancePanel } from '../../resources/leaveRequest/LeaveBalancePanel.tsx';
import { loginUser, mockApi, signIn } from './harness.tsx';

describe('the leave balance in Hindi', () => {
  it('titles the panel and says what is available and used in Hindi', async () => {
    signIn(loginUser('Employee', []));
    mockApi((url) =>
      url.endsWith('/leaveBalance/7')
        ? {
            body: {
              success: true,
              LeaveBalances: [
                { leaveType: 'PLANNED', accruedLeave: 2, usedLeave: 1, carryForward: 2 },
              ],
            },
          }
        : { status: 404, body: { success: false, message: 'Not found' } },
    );
    render(
      <AdminContext store={memoryStore()} i18nProvider={createI18nProvider('hi', hi)}>
        <LeaveBalancePanel formData={{ leaveType: 'PLANNED' }} />
      </AdminContext>,
    );
    const panel = await screen.findByRole('complementary', { name: 'छुट्टी शेष' });
    const list = await within(panel).findByRole('list', { name: 'छुट्टी शेष' });
    expect(within(list).getByText('4 दिन उपलब्ध · 1 दिन ली गईं')).toBeTruthy();
  });
});
