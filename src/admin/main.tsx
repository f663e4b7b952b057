/** Browser entry: loads the chosen language, mounts the console, and refreshes the stored user without delaying the first paint. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createI18nProvider, loadMessages, storedLocale } from './i18n/index.ts';
import { refreshSessionUser } from './providers/authProvider.ts';

// The chosen language's catalogue only (issue #21 §2), before the first paint so no key shows.
const locale = storedLocale();
void loadMessages(locale).then((messages) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18nProvider={createI18nProvider(locale, messages)} />
    </StrictMode>,
  ),
);

void refreshSessionUser();
