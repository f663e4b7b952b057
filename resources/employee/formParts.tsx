/**
 * The employee's part of the generated forms: the x-form `employeeSearch` widget (a department's
 * manager is picked by searching employees by name), found by the form engine
 * (src/admin/schema/form/formParts.ts) and loaded with the form.
 */
import type { FormParts } from '../../src/admin/schema/form/formParts.ts';
import { EmployeeSearchWidget } from './EmployeeSearchWidget.tsx';

export const widgets: FormParts['widgets'] = { employeeSearch: EmployeeSearchWidget };
