/**
 * The audit trail's wording (changes.ts) bound to the chosen language: translated action, resource
 * and field names, and moments through useFormat() (issue #21 §2).
 *
 * @example
 *   const words = useAuditWords();
 *   words.actionLabel('update'); // 'Updated', 'अपडेट किया' in Hindi
 */
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from '../i18n/format.ts';
import type { AuditEntry } from './api.ts';
import {
  actionLabel,
  auditResources,
  changesOf,
  changeText,
  resourceLabel,
  whenText,
  whoText,
} from './changes.ts';

export function useAuditWords() {
  const t = useTranslate();
  const format = useFormat();
  return useMemo(
    () => ({
      t,
      actionLabel: (action: string) => actionLabel(action, t),
      resourceLabel: (resource: string) => resourceLabel(resource, t),
      auditResources: () => auditResources(t),
      changesOf: (entry: AuditEntry) => changesOf(entry, t),
      changeText: (entry: AuditEntry) => changeText(entry, t),
      whenText: (at: string) => whenText(at, format.date),
      whoText: (entry: AuditEntry) => whoText(entry, t),
    }),
    [t, format],
  );
}

export type AuditWords = ReturnType<typeof useAuditWords>;
