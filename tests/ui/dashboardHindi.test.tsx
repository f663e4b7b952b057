// The dashboard's section cards in Hindi (issue #21 §2): each group and entry says the side menu's
// words in the chosen language, through the menu's generated keys.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/admin/App.tsx';
import hi from '../../src/admin/i18n/hi.ts';
import { createI18nProvider } from '../../src/admin/i18n/index.ts';
import { loginUser, mockApi, signIn } from './harness.tsx';

describe('the dashboard in Hindi', () => {
  it('names the section cards and their links as the menu does', async () => {
    mockApi((url) =>
      url.includes('/attendance/userStatus/')
        ? { body: { success: true, message: '', isUserClockedIn: false, clockedTime: null } }
        : // The card's look at today's row (AT3): no attendance yet this month.
          /\/attendance\/\d+\?month=/.test(url)
          ? { body: { content: [] } }
          : { status: 404, body: { success: false, message: 'Not found' } },
    );
    signIn(loginUser('Manager', ['GETALL_DEPARTMENTS', 'ADD_DEPARTMENT']));
    window.history.replaceState(null, '', '/');
    render(<App i18nProvider={createI18nProvider('hi', hi)} />);
    const sections = await screen.findByRole('list', { name: 'अनुभाग' });
    expect(within(sections).getByRole('heading', { name: 'विभाग' })).toBeTruthy();
    expect(within(sections).getByRole('link', { name: 'विभाग सूची' })).toBeTruthy();
    expect(within(sections).getByRole('link', { name: 'विभाग जोड़ें' })).toBeTruthy();
    expect(within(sections).queryByText('Department List')).toBeNull();
  });
});
