/**
 * The migration plan in plain words, resource by resource, as the start and `npm run migrate --
 * --plan` print it: each step's words, what its check found, and the refusals last. Steps that
 * lose data are marked so they stand out in a log.
 */
import type { Outcome } from './migrationSteps.ts';

export function formatPlan(outcomes: Outcome[], opts: { dryRun?: boolean } = {}): string {
  if (!outcomes.length) return 'Schema migration: nothing to change.';
  // A new database: one line, not one per table above the first start's logins.
  const created = (o: Outcome) =>
    o.step.kind === 'createTable' || o.step.kind === 'createJoinTable';
  if (outcomes.length > 3 && outcomes.every(created))
    return `Schema migration: new database, ${outcomes.length} tables created.`;
  const byResource = new Map<string, Outcome[]>();
  for (const o of outcomes) {
    const key = `${o.step.resource} (${o.step.file})`;
    byResource.set(key, [...(byResource.get(key) ?? []), o]);
  }
  const lines = [opts.dryRun ? 'Schema migration plan (nothing written):' : 'Schema migration:'];
  for (const [resource, list] of byResource) {
    lines.push(`  ${resource}`);
    for (const o of list) {
      const mark = o.refusal ? 'REFUSED ' : o.step.losesData ? 'DATA LOSS ' : '';
      lines.push(`    - ${mark}${o.step.words}${o.note ? ` — ${o.note}` : ''}`);
    }
  }
  const refused = outcomes.filter((o) => o.refusal);
  if (refused.length) {
    lines.push('  Cannot be applied:');
    for (const o of refused) lines.push(`    ${o.refusal}`);
  }
  return lines.join('\n');
}
