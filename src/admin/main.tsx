/** Browser entry: mounts the console, and refreshes the stored user without delaying the first paint. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { refreshSessionUser } from './providers/authProvider.ts';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

void refreshSessionUser();
