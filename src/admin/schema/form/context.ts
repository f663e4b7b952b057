/**
 * What the form page shares with its widgets through RJSF's formContext: the mode, the record being
 * edited, the user's privileges, the upload a widget holds outside the JSON form data, and how many
 * submits there were.
 */
import type { FormMode } from '../uiSchema.ts';

export type UploadState = { file?: File; remove: boolean };

export type SchemaFormContext = {
  mode: FormMode;
  record?: Record<string, unknown>;
  can: (privilege: string) => boolean;
  /** The image widget reports the picked file, or an explicit removal of the stored one. */
  setUpload: (upload: UploadState) => void;
  /**
   * How many times the form was submitted: a widget that shows its own message (a search)
   * shows a submit's message until the person acts on it, and again after the next submit.
   */
  submits?: number;
};

export const formContextOf = (registry: { formContext?: unknown }): SchemaFormContext =>
  registry.formContext as SchemaFormContext;
