// Custom employee fields: the definitions' rules are those of every attribute kind (hookApi.ts).
import { attributeKindHooks } from '../../src/server/operations/hookApi.ts';

export const { beforeValidate, afterChange, views, messages } = attributeKindHooks('employee');
