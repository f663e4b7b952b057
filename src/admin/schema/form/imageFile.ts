/** The logo rules (spec part 1 §5): declared types and size, checked before anything is sent. */
export type ImageRules = {
  accept: string[];
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
};

/** The message refusing `file`, or undefined when it may be uploaded. */
export function refuseImage(file: File, rules: ImageRules): string | undefined {
  if (!rules.accept.includes(file.type)) return rules.typeMessage;
  if (file.size > rules.maxBytes) return rules.sizeMessage;
  return undefined;
}
