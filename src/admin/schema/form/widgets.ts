/**
 * The RJSF widgets and fields that x-form.fields hints name (see uiSchema.ts): the engine's own,
 * and those resource folders declare in their `formParts.tsx` (formParts.ts).
 */
import { AttributesField } from './AttributesField.tsx';
import { declaredFields, declaredWidgets } from './formParts.ts';
import { ImageWidget } from './ImageWidget.tsx';
import { ReferenceSearchWidget } from './ReferenceSearchWidget.tsx';
import { ReferenceWidget } from './ReferenceWidget.tsx';

export const schemaWidgets = declaredWidgets({
  reference: ReferenceWidget,
  image: ImageWidget,
  referenceSearch: ReferenceSearchWidget,
});

export const schemaFields = declaredFields({
  attributes: AttributesField,
});
