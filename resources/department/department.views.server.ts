// The contract's view of a department (§3.11), where its types differ from the schema's (id never
// null, texts nullable, attributes a map of texts): the rows that nest departments (a branch's, an
// organisation's) write it. Other resources read it through the hook API's `viewOf('department')`
// (src/generated/serverViews.ts lists this file); it imports nothing.
export const view = {
  type: 'object',
  properties: {
    departmentId: { type: 'integer' },
    department: { type: ['string', 'null'] },
    description: { type: ['string', 'null'] },
    attributes: { type: 'object', additionalProperties: { type: ['string', 'null'] } },
  },
};
