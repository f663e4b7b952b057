// The role screen's privilege descriptions in Hindi (issue #21 §2): the core catalogue's through
// charter.roles.privilege.*, a schema-declared one through its generated schema key.
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import hi from '../../src/admin/i18n/hi.ts';
import { createI18nProvider } from '../../src/admin/i18n/index.ts';
import { PrivilegeTabs } from '../../resources/role/PrivilegeTabs.tsx';

const HOLIDAY_HINDI = {
  holiday: {
    'x-catalogue': { privileges: { GET_HOLIDAYS: 'सार्वजनिक छुट्टियों का कैलेंडर देखें' } },
  },
};

function renderInHindi() {
  const messages = { ...hi, schema: { ...(hi.schema as object), ...HOLIDAY_HINDI } };
  render(
    <AdminContext i18nProvider={createI18nProvider('hi', messages)}>
      <PrivilegeTabs value={[]} onChange={() => undefined} />
    </AdminContext>,
  );
}

describe('the privilege tabs in Hindi', () => {
  it('describes core privileges in Hindi', async () => {
    renderInHindi();
    expect(await screen.findByText('नए कर्मचारी का विवरण भरें')).toBeTruthy();
    expect(screen.queryByText("Fill in a new employee's details")).toBeNull();
  });

  it("describes a schema's declared privilege through its schema key", async () => {
    renderInHindi();
    const tabs = await screen.findAllByRole('tab');
    fireEvent.click(tabs[tabs.length - 1]);
    expect(await screen.findByText('सार्वजनिक छुट्टियों का कैलेंडर देखें')).toBeTruthy();
    expect(screen.queryByText('Read the public-holiday calendar')).toBeNull();
  });
});
