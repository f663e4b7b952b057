/**
 * The role's part of the generated forms: the x-form `privilegeTabs` field (the role's privilege
 * list, ticked on the catalogue's tabs), found by the form engine
 * (src/admin/schema/form/formParts.ts) and loaded with the form.
 */
import type { FormParts } from '../../src/admin/schema/form/formParts.ts';
import { PrivilegeTabsField } from './PrivilegeTabsField.tsx';

export const fields: FormParts['fields'] = { privilegeTabs: PrivilegeTabsField };
