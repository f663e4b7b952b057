// The contract's view of an organisation (§3.9), where its types differ from the schema's (id never
// null, texts nullable, attributes a map of texts): the organisation's answers and the rows that
// nest it (a branch's, a department's) all write it. Other resources read it through the hook API's
// `viewOf('organization')` (src/generated/serverViews.ts lists this file); it imports nothing, so
// any hook file may read it while the hook files are still loading.
export const view = {
  type: 'object',
  properties: {
    organizationId: { type: 'integer' },
    organizationName: { type: 'string' },
    organizationImage: { type: ['string', 'null'] },
    organizationDescription: { type: ['string', 'null'] },
    attributes: { type: 'object', additionalProperties: { type: ['string', 'null'] } },
  },
};
