/**
 * Menu labels and the console's catalogues (issue #20 §2). Apart from menu.ts so the console, which
 * needs only this, does not pull the menu file's check (its JSON Schema, the screen list) into its
 * bundle.
 *
 * @example
 *   translate(menuLabelKey('Project List')!, { _: 'Project List' }) // its Hindi text in Hindi
 */

/**
 * The catalogue key of a menu label, derived from its text: `menu.<words>`, lower case, joined by
 * `_` ("Project Task List" → `menu.project_task_list`). Keyed by text rather than by place, so
 * ops may reorder, move, hide and add entries without any code or catalogue changing: a shipped
 * label keeps its translation wherever it goes, and a label no catalogue knows shows as written.
 * Undefined when the label has no letter or digit to build a key from.
 */
export function menuLabelKey(label: string): string | undefined {
  const words = label
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  return words.length ? `menu.${words.join('_')}` : undefined;
}
