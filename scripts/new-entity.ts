/**
 * `npm run new:entity -- <name>`: scaffolds schemas/<name>.schema.json, a commented starting point
 * for a new entity served as conventional REST (no x-api), and prints the next steps. JSON has no
 * comments, so the explanations are `$comment`s and `description`s, which the dialect allows.
 * Refuses a name that breaks the naming rule, an existing schema, and privilege names already in the
 * catalogue. Options for tests: `--schemas <dir>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { isPrivilege } from '../src/shared/privileges.ts';

export type Io = { log: (line: string) => void; error: (line: string) => void };

const NAME = /^[a-z][a-zA-Z0-9]*$/;

const words = (name: string) =>
  name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
const a = (text: string) => `${/^[aeiou]/i.test(text) ? 'an' : 'a'} ${text}`;
const upper = (name: string) => name.replace(/([A-Z])/g, '_$1').toUpperCase();

/** The scaffold for one entity: every x- keyword it needs, each explained where it stands. */
export function scaffold(name: string) {
  const title = words(name);
  const privileges = {
    list: `GET_ALL_${upper(name)}`,
    create: `CREATE_${upper(name)}`,
    update: `UPDATE_${upper(name)}`,
    delete: `DELETE_${upper(name)}`,
  };
  return {
    schema: {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: name,
      $comment: [
        'Scaffolded by `npm run new:entity`; walkthrough in schemas/README.md ("From an empty file to a working screen").',
        `Without x-api it is served at /api/v1/${name} in the simple-rest dialect and gets list, create, edit and show screens at /${name}.`,
        'x-catalogue: new privileges joining the catalogue under this role-screen tab; SuperAdmin gets them at the next start, other roles on the role screen.',
        'x-privileges: the privilege guarding each action; leave one out and that action has no route.',
        'x-list: columns, default sort and page size of the list; export adds the xls/csv buttons.',
        'x-form: the order of the form fields.',
      ].join(' '),
      title,
      description: `TODO: one sentence saying what ${a(title.toLowerCase())} is and which rules the operation (not the schema) enforces.`,
      type: 'object',
      'x-resource': name,
      'x-id': `${name}Id`,
      'x-label': `${title}s`,
      'x-catalogue': {
        group: name,
        privileges: {
          [privileges.list]: `List ${title.toLowerCase()}s`,
          [privileges.create]: `Add ${a(title.toLowerCase())}`,
          [privileges.update]: `Edit ${a(title.toLowerCase())}`,
          [privileges.delete]: `Delete ${a(title.toLowerCase())}`,
        },
      },
      'x-privileges': {
        ...privileges,
      },
      'x-list': {
        columns: ['name'],
        sort: { field: 'name', order: 'ASC' },
        perPage: 10,
        empty: `No ${title}s Found`,
        export: { fileName: `${title}s` },
      },
      'x-form': { order: ['name'] },
      properties: {
        [`${name}Id`]: { type: 'integer', title: `${title} Id`, readOnly: true },
        name: {
          type: 'string',
          title: `${title} Name`,
          description:
            'The title is the label on screen; errorMessage holds the words people see, in the form and from the server alike; x-help (never this description, which is for developers) is the help under the field.',
          errorMessage: { type: `${title} Name is required` },
          allOf: [
            { pattern: '\\S', errorMessage: { pattern: `${title} Name is required` } },
            {
              maxLength: 60,
              errorMessage: { maxLength: `${title} Name must be at most 60 characters` },
            },
          ],
        },
      },
      required: ['name'],
      errorMessage: { required: { name: `${title} Name is required` } },
    },
    privileges: Object.values(privileges),
  };
}

export function newEntity(argv: string[], io: Io = console): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { schemas: { type: 'string', default: 'schemas' } },
  });
  const name = positionals[0];
  if (!name || positionals.length > 1) {
    io.error('Usage: npm run new:entity -- <name>   (one camelCase name, e.g. assetTag)');
    return 1;
  }
  if (!NAME.test(name)) {
    io.error(
      `"${name}" is not a valid entity name: use camelCase letters and digits, starting with a lower-case letter (e.g. assetTag).`,
    );
    return 1;
  }
  const file = path.join(values.schemas, `${name}.schema.json`);
  if (fs.existsSync(file)) {
    io.error(`${file} already exists; choose another name or edit that schema.`);
    return 1;
  }
  const { schema, privileges } = scaffold(name);
  const taken = privileges.filter((p) => isPrivilege(p));
  if (taken.length) {
    io.error(
      `The privilege names ${taken.join(', ')} are already in the catalogue; choose another name.`,
    );
    return 1;
  }
  fs.writeFileSync(file, `${JSON.stringify(schema, null, 2)}\n`);
  io.log(`Created ${file}. Next steps:`);
  for (const step of [
    `Edit it: properties (title, type, errorMessage), x-list columns, x-form order. Reference another entity with "x-column": { "references": "organization" }.`,
    `npx vitest run --project unit tests/unit/schemas.test.ts   (checks the new file)`,
    `npm run generate   (types, registry, validators, privileges; commit src/generated/)`,
    `Add one line to resources/menu.json, in the group of your choice: { "label": "${schema['x-label']}", "resource": "${name}" }`,
    `npm start   (the table is created at start; SuperAdmin holds the new privileges; open /${name})`,
  ].entries())
    io.log(`  ${step[0] + 1}. ${step[1]}`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = newEntity(process.argv.slice(2));
}
