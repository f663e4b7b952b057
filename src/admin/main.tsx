/** Browser entry: loads the chosen language, mounts the console, and refreshes the stored user without delaying the first paint. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createI18nProvider, loadSignInMessages, storedLocale } from './i18n/index.ts';
import { refreshSessionUser } from './providers/authProvider.ts';

// The chosen language only (issue #21 §2), before the first paint so no key shows; and of it only
// what the public pages say: the shell loads the rest after sign-in (i18n/index.ts `complete()`).
const locale = storedLocale();
void loadSignInMessages(locale).then((messages) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18nProvider={createI18nProvider(locale, messages, { signInOnly: true })} />
    </StrictMode>,
  ),
);

void refreshSessionUser();
