/**
 * Asked once after a Manager signs in (spec part 1 §2): create an organisation now? The sign-in page
 * goes to / with `{ afterLogin: true }` in the navigation state and the shell shows this prompt.
 * Skip (or Escape) remembers the answer in the show-option flag; Yes goes to the creation page and
 * asks again next time.
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { roleNameOf, SHOW_OPTION_KEY, useSessionUser } from '../providers/session.ts';

export const ORGANIZATION_CREATE_ROUTE = '/organization/organization-create-update';
export { AFTER_LOGIN_STATE } from './afterLogin.ts';

export const shouldAskManager = (roleName: string | null) =>
  roleName === 'Manager' && window.localStorage.getItem(SHOW_OPTION_KEY) !== 'true';

export const ManagerPrompt = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const user = useSessionUser();
  const justSignedIn = Boolean((location.state as { afterLogin?: boolean } | null)?.afterLogin);
  const open = justSignedIn && shouldAskManager(roleNameOf(user));

  const skip = () => {
    window.localStorage.setItem(SHOW_OPTION_KEY, 'true');
    navigate('/', { replace: true });
  };
  return (
    <ConfirmDialog
      open={open}
      title="Do you want to create a new Organization?"
      message="This action will redirect you to the organization creation page."
      confirmLabel="Yes"
      cancelLabel="Skip"
      onConfirm={() => navigate(ORGANIZATION_CREATE_ROUTE, { replace: true })}
      onClose={skip}
    />
  );
};
