/**
 * References shown by name (schemas/README.md, "References and many-to-many"): which properties of a
 * schema refer to another resource through `x-reference`, how a record is named (`x-title`), and
 * the join table a many-to-many property is stored in. Read by the migration, the server's
 * operations and the console alike, so the three agree on every name.
 *
 * @example
 *   referencesOf(project, (name) => registry[name]).map((r) => [r.name, r.resource, r.many])
 *   // [['ownerId', 'person', false], ['memberIds', 'person', true]]
 */
import type { JSONSchema7 } from 'json-schema';
import type { ColumnHints, ReferenceHints, ResourceSchema } from './dialect.ts';

type Prop = JSONSchema7 & { 'x-column'?: ColumnHints; 'x-reference'?: ReferenceHints };

/** A many-to-many's join table: one row per link, both columns foreign keys. */
export type JoinTable = {
  /** `<resource><Property>`: `projectMemberIds`. */
  name: string;
  /** The owning record's id column (its x-id) → the owner's table, ON DELETE CASCADE. */
  ownColumn: string;
  ownTable: string;
  ownIdColumn: string;
  /** The referenced record's id column (its x-id) → the referenced table, ON DELETE `onDelete`. */
  otherColumn: string;
  otherTable: string;
  otherIdColumn: string;
  onDelete: 'CASCADE' | 'RESTRICT';
};

export type Reference = {
  /** The property: `ownerId` (many-to-one) or `memberIds` (many-to-many). */
  name: string;
  resource: string;
  many: boolean;
  label: string;
  message?: string;
  related?: string;
  join?: JoinTable;
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The properties of `schema` that declare `x-reference`, with what each refers to. */
export function referencesOf(
  schema: ResourceSchema,
  schemaOf: (resource: string) => ResourceSchema | undefined,
): Reference[] {
  const props = Object.entries(schema.properties ?? {}) as [string, Prop][];
  return props.flatMap(([name, p]) => {
    const hints = p['x-reference'];
    if (!hints) return [];
    const many = [p.type].flat().includes('array');
    const resource = many ? hints.resource : p['x-column']?.references;
    const target = resource ? schemaOf(resource) : undefined;
    if (!resource || !target)
      throw new Error(`${schema['x-resource']}.${name}: x-reference names no known resource`);
    const ref: Reference = {
      name,
      resource,
      many,
      label: p.title ?? name,
      message: hints.message,
      related: hints.related,
    };
    if (many)
      ref.join = {
        name: `${schema['x-resource']}${capital(name)}`,
        ownColumn: schema['x-id'],
        ownTable: schema['x-resource'],
        ownIdColumn: schema['x-id'],
        otherColumn: target['x-id'],
        otherTable: resource,
        otherIdColumn: target['x-id'],
        onDelete: hints.onDelete ?? 'CASCADE',
      };
    return [ref];
  });
}

/** The properties naming a record: `x-title`, else the first plain text property, else its id. */
export function titleFieldsOf(schema: ResourceSchema): string[] {
  if (schema['x-title']?.length) return schema['x-title'];
  const props = Object.entries(schema.properties ?? {}) as [string, Prop][];
  const first = props.find(
    ([n, p]) =>
      n !== schema['x-id'] &&
      p.type === 'string' &&
      !p.format &&
      !p['x-column']?.internal &&
      p['x-column']?.stored !== false,
  );
  return [first?.[0] ?? schema['x-id']];
}

/** Whether a property is a many-to-many (an array declaring `x-reference`). */
export const isManyReference = (p: unknown) => {
  const prop = p as Prop;
  return Boolean(prop?.['x-reference']) && [prop.type].flat().includes('array');
};
