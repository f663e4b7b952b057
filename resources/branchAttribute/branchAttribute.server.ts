// Custom sub-organisation fields: a key is stored trimmed with single spaces and is unique ignoring case;
// deleting a definition removes its values from every sub-organisation in the same transaction.
import {
  bodyView,
  defineHooks,
  normalizeKey,
  removeKeyEverywhere,
} from '../../src/server/operations/hookApi.ts';

export const { beforeValidate, afterChange, views, messages } = defineHooks({
  beforeValidate: [
    ({ data }) =>
      typeof data.attributeKey === 'string'
        ? { ...data, attributeKey: normalizeKey(data.attributeKey) }
        : data,
  ],
  afterChange: [
    async ({ operation, id, tx }) => {
      if (operation === 'delete') await removeKeyEverywhere(tx, 'branch', 'attributes', String(id));
    },
  ],
  // A rename sends the whole definition, as the contract's PATCH always did.
  views: { update: { body: bodyView('branchAttribute', false) } },
  messages: { duplicate: 'attribute.name_taken', listed: 'record.listed' },
});
