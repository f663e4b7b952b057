/** What a directory says about a person (issue #43), and its refusals by message code. */
import type { PlainMessageCode } from '../../shared/serverMessages.ts';

/** A person a directory vouched for: their address, names and groups (mapped to a role later). */
export type DirectoryIdentity = {
  email: string;
  firstName?: string;
  lastName?: string;
  groups: string[];
};

export type RefusalCode = Extract<PlainMessageCode, `directory.${string}`>;

/** A sign-in the directory path refuses; `code` is the sentence the refusal page shows. */
export class DirectoryRefusal extends Error {
  constructor(
    readonly code: RefusalCode,
    readonly detail?: unknown,
  ) {
    super(code);
  }
}
