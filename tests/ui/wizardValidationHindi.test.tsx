// The wizard's schema messages in Hindi (issue #21 §2): its hand-laid forms check through the
// schemas' validators, and each message comes back under its generated key in the user's language.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/admin/App.tsx';
import hi from '../../src/admin/i18n/hi.ts';
import { createI18nProvider } from '../../src/admin/i18n/index.ts';
import { SCHEMA_HINDI } from './employeeHindi.tsx';
import { WIZARD_PRIVILEGES, wizardServer } from './employeeWizardApi.ts';
import { loginUser, mockApi, signIn } from './harness.tsx';

/** The user schema's email format message, under the key the generator writes for it. */
const USER_HINDI = {
  properties: { email: { allOf: { 0: { errorMessage: { format: 'अमान्य ईमेल पता' } } } } },
};

function openWizardInHindi() {
  signIn(loginUser('Manager', WIZARD_PRIVILEGES));
  const { route } = wizardServer();
  mockApi(
    (url, init) => route(new URL(url, 'http://localhost'), init) ?? { status: 404, body: {} },
  );
  window.history.replaceState(null, '', '/employee/employee-create-update');
  const messages = { ...hi, schema: { ...SCHEMA_HINDI, user: USER_HINDI } };
  render(<App i18nProvider={createI18nProvider('hi', messages)} />);
}

describe('the wizard validation in Hindi', () => {
  it('says the schema message of a bad email in Hindi on blur', async () => {
    openWizardInHindi();
    const email = await screen.findByLabelText(/^ईमेल/);
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.blur(email);
    expect(await screen.findByText('अमान्य ईमेल पता')).toBeTruthy();
    expect(screen.queryByText('Invalid email address')).toBeNull();
  });
});
