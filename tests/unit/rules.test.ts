// Rules across fields (x-rules, src/shared/rules.ts): compiled into the ajv schema the server and
// the form both run, each rule's message on its own field; the refusals the generator reports.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../src/shared/createAjv.ts';
import type { ResourceSchema } from '../../src/shared/dialect.ts';
import { brokenRules, compileRules, ruleProblems, uniqueRules } from '../../src/shared/rules.ts';
import { tableSpec } from '../../src/shared/columns.ts';
import { bodySchema } from '../../src/server/http/schemaViews.ts';
import { validationFailures } from '../../src/server/http/validationMessages.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const certification = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'tests/fixtures/rules/certification.schema.json'), 'utf8'),
) as ResourceSchema;

const ajv = createAjv({ removeAdditional: true, strictTypes: false });
const create = ajv.compile(bodySchema(certification, false));
const patch = ajv.compile(bodySchema(certification, true));

/** What a 400 would list: each message with the field it belongs to. */
function failures(validate: typeof create, body: object) {
  if (validate(structuredClone(body))) return [];
  return validationFailures(validate.errors ?? []);
}

describe('compiled rules', () => {
  it('refuses an end date before the start date, under the end date', () => {
    expect(
      failures(create, { name: 'AWS', validFrom: '2026-05-02', validTo: '2026-05-01' }),
    ).toEqual([{ path: 'validTo', message: 'Valid To must not be before Valid From' }]);
  });

  it('accepts equal dates, and a missing or empty side', () => {
    for (const body of [
      { validFrom: '2026-05-02', validTo: '2026-05-02' },
      { validTo: '2026-05-01' },
      { validFrom: '2026-05-02', validTo: null },
    ])
      expect(failures(create, { name: 'AWS', ...body })).toEqual([]);
  });

  it('compares numbers', () => {
    expect(failures(create, { name: 'AWS', minScore: 70, maxScore: 60 })).toEqual([
      { path: 'maxScore', message: 'Maximum Score must be at least the Minimum Score' },
    ]);
    expect(failures(create, { name: 'AWS', minScore: 70, maxScore: 70 })).toEqual([]);
  });

  it('requires a field when another has a value: missing, null or empty alike', () => {
    const message = 'Issuer Country is required when an issuer is given';
    for (const issuerCountry of [undefined, null, ''])
      expect(failures(create, { name: 'AWS', issuer: 'Amazon', issuerCountry })).toEqual([
        { path: 'issuerCountry', message },
      ]);
    expect(failures(create, { name: 'AWS', issuer: 'Amazon', issuerCountry: 'US' })).toEqual([]);
    expect(failures(create, { name: 'AWS', issuer: '' })).toEqual([]);
  });

  it('lists every broken rule with its own field, beside the per-field messages', () => {
    expect(
      failures(create, { validFrom: '2026-05-02', validTo: '2026-05-01', issuer: 'Amazon' }),
    ).toEqual([
      { path: 'validTo', message: 'Valid To must not be before Valid From' },
      { path: 'issuerCountry', message: 'Issuer Country is required when an issuer is given' },
      // ajv-errors reports the root's own messages after its subschemas'.
      { path: 'name', message: 'Certification Name is required' },
    ]);
  });

  it('checks comparisons in a partial body but leaves requiredWhen to the stored record', () => {
    expect(failures(patch, { validFrom: '2026-05-02', validTo: '2026-05-01' })).toHaveLength(1);
    expect(failures(patch, { issuer: 'Amazon' })).toEqual([]);
    expect(compileRules(certification, true)).toHaveLength(2);
  });

  it('makes a unique rule a unique index of the table', () => {
    expect(uniqueRules(certification)).toEqual([
      expect.objectContaining({ unique: ['name', 'level'], field: 'level' }),
    ]);
    expect(tableSpec(certification).unique).toContainEqual(['name', 'level']);
  });
});

describe('the same rules in plain code (the browser form)', () => {
  it("gives the compiled rules' verdicts, with each message under its field", () => {
    const cases: object[] = [
      { name: 'AWS', validFrom: '2026-05-02', validTo: '2026-05-01' },
      { name: 'AWS', validFrom: '2026-05-02', validTo: '2026-05-02' },
      { name: 'AWS', validTo: '2026-05-01' },
      { name: 'AWS', minScore: 70, maxScore: 60 },
      { name: 'AWS', issuer: 'Amazon', issuerCountry: '' },
      { name: 'AWS', issuer: 'Amazon', issuerCountry: 'US' },
    ];
    for (const body of cases) {
      const compiled = failures(create, body);
      const plain = brokenRules(certification, body as Record<string, unknown>).map((b) => ({
        path: b.field,
        message: b.message,
      }));
      expect(plain, JSON.stringify(body)).toEqual(compiled);
    }
  });
});

describe('refused rules', () => {
  const withRules = (rules: unknown[]) =>
    ruleProblems({ ...certification, 'x-rules': rules } as ResourceSchema);

  it('names an unknown field, a text compared with a date, and a unique field outside its list', () => {
    expect(
      withRules([
        { field: 'nowhere', requiredWhen: 'issuer', message: 'm' },
        { field: 'validTo', gte: 'name', message: 'm' },
        { field: 'maxScore', gte: 'validFrom', message: 'm' },
        { unique: ['name', 'ghost'], field: 'issuer', message: 'm' },
        { field: 'validTo', gte: 'validFrom', lt: 'validFrom', message: 'm' },
      ]),
    ).toEqual([
      'x-rules.0.field "nowhere" is not a property',
      'x-rules.1: "validTo" and "name" must both be numbers, or strings of the same date or time format',
      'x-rules.2: "maxScore" and "validFrom" must both be numbers, or strings of the same date or time format',
      'x-rules.3.unique "ghost" is not a property',
      'x-rules.3.field "issuer" is not one of its unique fields',
      'x-rules.4 needs exactly one of gte, gt, lte, lt',
    ]);
  });

  it('refuses a misspelt rule key through the meta-schema', () => {
    expect(() =>
      createAjv().compile({
        ...certification,
        'x-rules': [{ field: 'validTo', after: 'validFrom', message: 'm' }],
      }),
    ).toThrow(/x-rules/);
  });
});
