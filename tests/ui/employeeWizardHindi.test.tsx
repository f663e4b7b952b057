// The employee wizard in Hindi (issue #21 §2): every step, the skill modal and step 3's saved
// records speak the Hindi catalogue, and no English word of the wizard's own is left on screen.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DELETE_RECORDS, recordsServer } from './employeeRecordsApi.ts';
import { WIZARD_PRIVILEGES, wizardServer } from './employeeWizardApi.ts';
import { englishLeftovers, openInHindi } from './employeeHindi.tsx';

const WIZARD_PARTS = ['wizard', 'primary', 'personal', 'photo', 'names', 'records'];
const main = () => screen.getByRole('main');

describe('the employee wizard in Hindi', () => {
  it('titles step 1 and its steps in Hindi and says its own messages in Hindi', async () => {
    openInHindi('/employee/employee-create-update', WIZARD_PRIVILEGES, wizardServer().route);
    expect(await screen.findByRole('heading', { name: 'कर्मचारी बनाएँ' })).toBeTruthy();
    for (const step of ['प्राथमिक विवरण', 'व्यक्तिगत विवरण', 'अतिरिक्त विवरण']) {
      expect(screen.getByText(step)).toBeTruthy();
    }
    expect(await screen.findByRole('combobox', { name: /संगठन चुनें/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'अगला चरण' }));
    expect(await screen.findByText('संगठन आवश्यक है')).toBeTruthy();
    expect(screen.getByText('पासवर्ड आवश्यक है')).toBeTruthy();
    expect(screen.getByText('भूमिका आवश्यक है')).toBeTruthy();
    expect(englishLeftovers(main(), WIZARD_PARTS)).toEqual([]);
  });

  it('shows step 2, the skill modal and step 3 with its saved records in Hindi', async () => {
    openInHindi(
      '/employee/employee-create-update?id=5',
      [...WIZARD_PRIVILEGES, ...DELETE_RECORDS],
      recordsServer().route,
    );
    expect(await screen.findByRole('heading', { name: 'कर्मचारी संपादित करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'व्यक्तिगत जानकारी संपादित करें' })).toBeTruthy();
    await screen.findByDisplayValue('Two'); // the attribute keys are in
    expect(screen.getByRole('button', { name: 'विशेषताएँ प्रबंधित करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'अपडेट करें' })).toBeTruthy(); // the photo
    expect(screen.getByLabelText('चुने गए कौशल')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पिछला चरण' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सभी बदलाव सहेजें' })).toBeTruthy();
    // The schema's words, through their generated keys.
    expect(screen.getByRole('textbox', { name: /^पहला नाम/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^लिंग/ }).textContent).toBe('महिला');
    expect(englishLeftovers(main(), WIZARD_PARTS)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'कौशल जोड़ें' }));
    const dialog = await screen.findByRole('dialog', { name: 'कौशल जोड़ें' });
    expect(await within(dialog).findByLabelText('Java चुनें')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Java संपादित करें' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'नया कौशल जोड़ें' })).toBeTruthy();
    expect(englishLeftovers(dialog, WIZARD_PARTS)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'अतिरिक्त विवरण अपडेट करें' }));
    expect(await screen.findByRole('heading', { name: 'आपातकालीन संपर्क विवरण' })).toBeTruthy();
    const contacts = screen.getByRole('list', { name: 'सहेजे गए आपातकालीन संपर्क' });
    expect(within(contacts).getByRole('button', { name: 'संपर्क अपडेट करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'पते का विवरण' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'बैंक विवरण' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'एक और पता जोड़ें' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^संबंध/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^शहर/ })).toBeTruthy();
    const addresses = screen.getByRole('list', { name: 'सहेजे गए पते' });
    expect(within(addresses).getByText('स्थायी · Karnataka, India')).toBeTruthy();
    expect(englishLeftovers(main(), WIZARD_PARTS)).toEqual([]);

    fireEvent.click(within(contacts).getByRole('button', { name: 'संपर्क 9123456780 हटाएँ' }));
    const ask = await screen.findByRole('dialog', { name: 'क्या आप निश्चित हैं?' });
    expect(within(ask).getByText('आप संपर्क 9123456780 हटाना चाहते हैं।')).toBeTruthy();
    expect(within(ask).getByRole('button', { name: 'हटाएँ' })).toBeTruthy();
  });
});
