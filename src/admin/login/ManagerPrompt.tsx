/**
 * Asked once after a Manager signs in (spec part 1 §2): create an organisation now? The sign-in page
 * goes to / with `{ afterLogin: true }` in the navigation state and the shell shows this prompt.
 * Skip (or Escape) remembers the answer in the show-option flag; Yes goes to the creation page and
 * asks again next time. Only a Manager who holds CREATE_ORGANIZATION is asked: for any other, Yes
 * would lead to a page that refuses them (issue #37; the seeded Manager does not hold it).
 */
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import {
  privilegesOf,
  roleNameOf,
  SHOW_OPTION_KEY,
  useSessionUser,
  type LoginUser,
} from '../providers/session.ts';

export const ORGANIZATION_CREATE_ROUTE = '/organization/organization-create-update';
export { AFTER_LOGIN_STATE } from './afterLogin.ts';

/** The privilege the creation page needs (the organisation schema's x-privileges.create). */
const CREATE_ORGANIZATION = 'CREATE_ORGANIZATION';

export const shouldAskManager = (user: LoginUser | null) =>
  roleNameOf(user) === 'Manager' &&
  privilegesOf(user).includes(CREATE_ORGANIZATION) &&
  window.localStorage.getItem(SHOW_OPTION_KEY) !== 'true';

export const ManagerPrompt = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const user = useSessionUser();
  const translate = useTranslate();
  const justSignedIn = Boolean((location.state as { afterLogin?: boolean } | null)?.afterLogin);
  const open = justSignedIn && shouldAskManager(user);

  const skip = () => {
    window.localStorage.setItem(SHOW_OPTION_KEY, 'true');
    navigate('/', { replace: true });
  };
  return (
    <ConfirmDialog
      open={open}
      title={translate('charter.login.manager_prompt_title')}
      message={translate('charter.login.manager_prompt_message')}
      confirmLabel={translate('charter.common.yes')}
      cancelLabel={translate('charter.common.skip')}
      onConfirm={() => navigate(ORGANIZATION_CREATE_ROUTE, { replace: true })}
      onClose={skip}
    />
  );
};
