/**
 * The console: react-admin with our session, shell, sign-in page, toasts and themes. Screens come
 * from resources.tsx; everything except /login and /reset-password needs a signed-in user
 * (/change-password, outside the shell, sends a visitor without a session to /login itself).
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { AdminContext, AdminUI, CustomRoutes, Resource, type I18nProvider } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { CHANGE_PASSWORD_ROUTE } from '../shared/passwords.ts';
import { LoginPage } from './login/LoginPage.tsx';
import { ResetPasswordPage } from './login/ResetPasswordPage.tsx';
import { ToastStack } from './notifications/ToastStack.tsx';
import { AccessDeniedPage } from './components/AccessDenied.tsx';
import { NotFound } from './pages/NotFound.tsx';
import { createAuthProvider } from './providers/authProvider.ts';
import { dataProvider } from './providers/dataProvider.ts';
import { createAppStore } from './providers/store.ts';
import { homePage, resources, shellRoutes } from './resources.tsx';
import { privilegeFor } from './schema/access.ts';
import { darkTheme, lightTheme } from './theme.ts';

// Loaded when opened (profile menu, or straight after a sign-in with a temporary password).
const ChangePasswordPage = lazy(() =>
  import('./account/ChangePasswordPage.tsx').then((m) => ({ default: m.ChangePasswordPage })),
);
// The shell (menus, top bar) and the home page (resources.tsx) load after sign-in, not with the
// sign-in screen (issue #8: JS before the sign-in screen is usable).
const ShellLayout = lazy(() => import('./layout/Layout.tsx').then((m) => ({ default: m.Layout })));
const Layout = (props: ComponentProps<typeof ShellLayout>) => (
  <Suspense fallback={null}>
    <ShellLayout {...props} />
  </Suspense>
);

// canAccess reads each schema's x-privileges; bespoke screens may also ask for a privilege by name.
const authProvider = createAuthProvider({ privilegeFor });
const store = createAppStore();

// Real paths (/login, /organization/…), not react-admin's default #/ hash routes. Navigation is an
// urgent update, not a transition: react-admin's sign-out on a protected route resets its store and
// queries, and those urgent renders kept interrupting the transition to /login, so a visitor without
// a session saw a blank page for seconds while /login was pushed again and again.
export const App = ({ i18nProvider }: { i18nProvider: I18nProvider }) => (
  <BrowserRouter useTransitions={false}>
    {/* react-admin's <Admin> is exactly these two, but its default i18nProvider brings the whole
        English catalogue into the sign-in JS (issue #21): ours is always given. */}
    <AdminContext
      i18nProvider={i18nProvider}
      authProvider={authProvider}
      dataProvider={dataProvider}
      store={store}
      theme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme="light"
    >
      <AdminUI
        title="Charter HR"
        disableTelemetry
        requireAuth
        loginPage={LoginPage}
        layout={Layout}
        dashboard={homePage}
        catchAll={NotFound}
        // Resource routes (/skill, /holiday/create…) land here when canAccess says no; bespoke
        // screens render the same AccessDenied page in place.
        accessDenied={AccessDeniedPage}
        notification={ToastStack}
      >
        <CustomRoutes noLayout>
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route
            path={CHANGE_PASSWORD_ROUTE}
            element={
              <Suspense fallback={null}>
                <ChangePasswordPage />
              </Suspense>
            }
          />
        </CustomRoutes>
        <CustomRoutes>
          {shellRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
        </CustomRoutes>
        {resources.map((resource) => (
          <Resource key={resource.name} {...resource} />
        ))}
      </AdminUI>
    </AdminContext>
  </BrowserRouter>
);
