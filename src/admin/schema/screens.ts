/**
 * The generic engine's screens, each its own chunk: RJSF and the validators load with the first
 * form, the grid with the first list, not with the sign-in screen (issue #8).
 */
import { preloadable } from '../preloadable.ts';

export const SchemaList = preloadable(() =>
  import('./SchemaList.tsx').then((m) => ({ default: m.SchemaList })),
);
export const SchemaCreate = preloadable(() =>
  import('./SchemaForm.tsx').then((m) => ({ default: m.SchemaCreate })),
);
export const SchemaEdit = preloadable(() =>
  import('./SchemaForm.tsx').then((m) => ({ default: m.SchemaEdit })),
);
export const SchemaShow = preloadable(() =>
  import('./SchemaShow.tsx').then((m) => ({ default: m.SchemaShow })),
);
