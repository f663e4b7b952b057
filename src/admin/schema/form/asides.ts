/**
 * x-form.aside: a named panel shown beside a generated form (the leave form's balance). Feature
 * modules register their panel under the name their schema declares; the form page renders it
 * with the form's current values. An unregistered name shows nothing.
 *
 * @example
 *   registerFormAside('leaveBalance', LeaveBalancePanel);
 *   // schema: "x-form": { "aside": "leaveBalance" }
 */
import type { ComponentType } from 'react';

export type FormAsideProps = { formData: Record<string, unknown> | undefined };

const asides = new Map<string, ComponentType<FormAsideProps>>();

export function registerFormAside(name: string, component: ComponentType<FormAsideProps>) {
  asides.set(name, component);
}

export const formAside = (name: string | undefined) => (name ? asides.get(name) : undefined);
