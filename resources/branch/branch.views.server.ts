// The contract's view of a sub-organisation (§3.10), where its types differ from the schema's (id
// never null, attributes a map of texts): the branch's answers and the rows that nest it (an
// organisation's department rows) all write it. Other resources read it through the hook API's
// `viewOf('branch')` (src/generated/serverViews.ts lists this file); it imports nothing.
export const view = {
  type: 'object',
  properties: {
    branchId: { type: 'integer' },
    branchName: { type: 'string' },
    organizationId: { type: ['integer', 'null'] },
    attributes: { type: 'object', additionalProperties: { type: ['string', 'null'] } },
  },
};
