/**
 * The hook files by resource, for the hook API's `actionView`: stages.ts binds them when it loads
 * (it imports the generated map, which imports every hook file, which imports the hook API: the
 * hook API reading the map itself would close that circle).
 */
import type { Action, ResourceHooks } from '../resource/hookTypes.ts';

let hooksOf: ((resource: string) => ResourceHooks) | undefined;

export const bindHookLookup = (lookup: (resource: string) => ResourceHooks) => {
  hooksOf = lookup;
};

/** Resource `resource`'s action `name` (its own hook file's), once the hook files are loaded. */
export function actionNamed(resource: string, name: string): Action | undefined {
  if (!hooksOf) throw new Error(`the hook files are not loaded yet (${resource}.${name})`);
  return hooksOf(resource).actions?.[name];
}
