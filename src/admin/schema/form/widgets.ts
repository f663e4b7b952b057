/** The RJSF widgets and fields that x-form.fields hints name (see uiSchema.ts). */
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { AttributesField } from './AttributesField.tsx';
import { EmployeeSearchWidget } from './EmployeeSearchWidget.tsx';
import { ImageWidget } from './ImageWidget.tsx';
import { PrivilegeTabsField } from './PrivilegeTabsField.tsx';
import { ReferenceSearchWidget } from './ReferenceSearchWidget.tsx';
import { ReferenceWidget } from './ReferenceWidget.tsx';

export const schemaWidgets: RegistryWidgetsType = {
  reference: ReferenceWidget,
  image: ImageWidget,
  employeeSearch: EmployeeSearchWidget,
  referenceSearch: ReferenceSearchWidget,
};

export const schemaFields: RegistryFieldsType = {
  attributes: AttributesField,
  privilegeTabs: PrivilegeTabsField,
};
