/**
 * Calls a named x-api action of a resource and tells the user how it went (spec part 1 §8): the
 * server's message on success and failure; without one, the action's declared failure text, else
 * 'Something went wrong.'. The list reloads after a success.
 *
 * @example
 *   const run = useRunAction('project');
 *   await run('assignTeam', { teamId: 4, projectId: 9 }, { failure: 'Failed to assign' });
 */
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { progress } from '../../notifications/toast.ts';
import {
  errorMessage,
  GENERIC_ERROR,
  localErrorMessage,
  useServerText,
} from '../../providers/errors.ts';
import type { ActionDataProvider } from '../dataProvider.ts';

export type RunOptions = { failure?: string; pending?: string; success?: string };

export function useRunAction(resource: string) {
  const dataProvider = useDataProvider() as unknown as ActionDataProvider;
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const serverText = useServerText();
  return async (name: string, params: Record<string, unknown>, options: RunOptions = {}) => {
    const toastKey = `${resource}-${name}-${String(params.id ?? '')}`;
    if (options.pending) notify(options.pending, progress(toastKey));
    try {
      const { message } = await dataProvider.action(resource, name, params);
      notify(serverText(message, options.success ?? translate('charter.schema.done'))!, {
        type: 'success',
        toastKey,
      });
      refresh();
      return true;
    } catch (error) {
      const generic = errorMessage(error) === GENERIC_ERROR;
      notify(generic && options.failure ? options.failure : localErrorMessage(error, translate), {
        type: 'error',
        toastKey,
      });
      return false;
    }
  };
}
