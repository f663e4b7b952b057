// The console's i18nProvider (src/admin/i18n/index.ts): before sign-in only the sign-in subset of a
// language is loaded; `complete()` swaps in the whole catalogue, and from then on a switch of
// language loads whole catalogues.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../src/admin/i18n/index.ts';
import enSignIn from '../../src/generated/catalogues/en.signin.ts';

// polyglot reports a missing key on console.error (the `warning` package).
const warn = vi.spyOn(console, 'error').mockImplementation(() => undefined);
afterEach(() => warn.mockClear());

describe('the sign-in subset and complete()', () => {
  it('translates the public pages at once and the shell only after complete()', async () => {
    const i18n = createI18nProvider('en', enSignIn, { signInOnly: true });
    expect(i18n.translate('charter.login.title')).toBe('Sign-In Portal');
    expect(i18n.translate('charter.shell.main_menu')).toBe('charter.shell.main_menu');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Missing translation/));

    const completion = i18n.complete();
    expect(i18n.complete()).toBe(completion);
    await completion;
    expect(i18n.translate('charter.shell.main_menu')).toBe('Main menu');
    expect(i18n.translate('charter.login.title')).toBe('Sign-In Portal');
  });

  it('switches to the subset of another language before sign-in, to the whole one after', async () => {
    const i18n = createI18nProvider('en', enSignIn, { signInOnly: true });
    await i18n.changeLocale('hi');
    expect(i18n.getLocale()).toBe('hi');
    expect(i18n.translate('charter.login.title')).toBe('साइन-इन पोर्टल');
    expect(i18n.translate('charter.shell.main_menu')).toBe('charter.shell.main_menu');

    await i18n.complete();
    expect(i18n.translate('charter.shell.main_menu')).toBe('मुख्य मेन्यू');
    await i18n.changeLocale('en');
    expect(i18n.translate('charter.shell.main_menu')).toBe('Main menu');
    // Nothing left to load: a settled promise React's use() reads without suspending.
    expect(i18n.complete()).toMatchObject({ status: 'fulfilled' });
  });

  it('is whole from the start when given a whole catalogue', async () => {
    const en = (await import('../../src/admin/i18n/en.ts')).default;
    const i18n = createI18nProvider('en', en);
    expect(i18n.complete()).toMatchObject({ status: 'fulfilled' });
    expect(i18n.translate('charter.shell.main_menu')).toBe('Main menu');
  });
});

describe('resource names', () => {
  it('are the schema title or label in the chosen language, react-admin’s wording in English', async () => {
    const { default: hi } = await import('../../src/admin/i18n/hi.ts');
    const { default: en } = await import('../../src/admin/i18n/en.ts');
    const hindi = createI18nProvider('hi', hi);
    expect(hindi.translate('resources.holiday.name', { smart_count: 1, _: 'holiday' })).toBe(
      (hi.schema as { holiday: { title: string } }).holiday.title,
    );
    expect(hindi.translate('resources.holiday.name', { smart_count: 2, _: 'holidays' })).toBe(
      (hi.schema as { holiday: { 'x-label': string } }).holiday['x-label'],
    );
    const english = createI18nProvider('en', en);
    expect(english.translate('resources.holiday.name', { smart_count: 1, _: 'holiday' })).toBe(
      'holiday',
    );
  });
});
