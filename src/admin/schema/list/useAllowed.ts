/**
 * Which of a resource's actions the user may try, asked once per list through the auth provider's
 * canAccess (the schema's x-privileges). Undefined while asking; a failed check counts as denied.
 *
 * @example
 *   const allowed = useAllowed('project', ['create', 'edit', 'assignTeam']);
 *   allowed?.assignTeam // true | false
 */
import { useEffect, useState } from 'react';
import { useAuthProvider } from 'react-admin';

export function useAllowed(
  resource: string,
  actions: readonly string[],
): Record<string, boolean> | undefined {
  const authProvider = useAuthProvider();
  const key = `${resource}:${actions.join(',')}`;
  const [state, setState] = useState<{ key: string; allowed: Record<string, boolean> }>();
  useEffect(() => {
    let live = true;
    const ask = async (action: string) => {
      if (!authProvider?.canAccess) return true;
      try {
        return await authProvider.canAccess({ resource, action });
      } catch {
        return false;
      }
    };
    void Promise.all(actions.map(async (a) => [a, await ask(a)] as const)).then((pairs) => {
      if (live) setState({ key, allowed: Object.fromEntries(pairs) });
    });
    return () => {
      live = false;
    };
    // `key` stands for resource and actions.
  }, [authProvider, key]);
  return state?.key === key ? state.allowed : undefined;
}
