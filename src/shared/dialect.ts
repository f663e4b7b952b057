/**
 * The schema dialect: JSON Schema draft-07 plus a small, closed set of `x-` keywords. Each keyword has a
 * meta-schema here; createAjv registers them, and ajv's strict mode turns any other `x-` key (or a
 * misspelt one) into an error naming the keyword. schemas/README.md documents each keyword for people.
 */
import type { JSONSchema7 } from 'json-schema';

export type CrudAction = 'list' | 'show' | 'create' | 'update' | 'delete';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One operation on the wire (contract §2): where it lives, what it answers, where the payload sits. */
export type ApiOperation = {
  method: HttpMethod;
  /** Relative to /api/v1, with `{param}` placeholders, e.g. `/department/{departmentId}`. */
  path: string;
  /** Success status (200, 201, 204). */
  status: number;
  /** Envelope key holding the payload (`Department`, `content`…); omitted for a bare body. */
  key?: string;
};

export type ListHints = {
  columns: string[];
  sort?: { field: string; order: 'ASC' | 'DESC' };
  perPage?: number;
  empty?: string;
};

export type FormHints = {
  order?: string[];
  widgets?: Record<string, string>;
  sections?: { title: string; fields: string[] }[];
};

export type ColumnHints = {
  /** SQL type override; otherwise columnFor derives it from the JSON type and format. */
  type?: string;
  /** Foreign key to another resource's id. */
  references?: string;
  onDelete?: 'CASCADE' | 'SET NULL' | 'RESTRICT';
  unique?: boolean;
  /** Unique ignoring case and surrounding spaces (lower(btrim(col))). */
  uniqueFolded?: boolean;
  index?: boolean;
  /** false: the property exists on the wire only (computed, or joined from elsewhere). */
  stored?: boolean;
  /** Stored but never on the wire, in either direction (a password hash). */
  internal?: boolean;
};

export type ResourceSchema = JSONSchema7 & {
  'x-resource': string;
  'x-id': string;
  'x-label'?: string;
  'x-list'?: ListHints;
  'x-form'?: FormHints;
  'x-privileges': Partial<Record<CrudAction, string>> & { actions?: Record<string, string> };
  'x-api'?: Partial<Record<string, ApiOperation>>;
  'x-menu'?: { group: string };
  'x-table'?: { unique?: string[][]; indexes?: string[][] };
};

const stringList = { type: 'array', items: { type: 'string' } } as const;

/** Meta-schemas of the x- vocabulary, keyed by keyword. */
export const X_KEYWORDS: Record<string, object> = {
  'x-resource': { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9]*$' },
  'x-id': { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9]*$' },
  'x-label': { type: 'string', minLength: 1 },
  'x-list': {
    type: 'object',
    additionalProperties: false,
    required: ['columns'],
    properties: {
      columns: stringList,
      sort: {
        type: 'object',
        additionalProperties: false,
        required: ['field', 'order'],
        properties: { field: { type: 'string' }, order: { enum: ['ASC', 'DESC'] } },
      },
      perPage: { type: 'integer', minimum: 1, maximum: 100 },
      empty: { type: 'string' },
    },
  },
  'x-form': {
    type: 'object',
    additionalProperties: false,
    properties: {
      order: stringList,
      widgets: { type: 'object', additionalProperties: { type: 'string' } },
      sections: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['title', 'fields'],
          properties: { title: { type: 'string' }, fields: stringList },
        },
      },
    },
  },
  'x-privileges': {
    type: 'object',
    additionalProperties: false,
    properties: {
      list: { type: 'string' },
      show: { type: 'string' },
      create: { type: 'string' },
      update: { type: 'string' },
      delete: { type: 'string' },
      actions: { type: 'object', additionalProperties: { type: 'string' } },
    },
  },
  'x-api': {
    type: 'object',
    additionalProperties: {
      type: 'object',
      additionalProperties: false,
      required: ['method', 'path', 'status'],
      properties: {
        method: { enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] },
        path: { type: 'string', pattern: '^/' },
        status: { type: 'integer', minimum: 200, maximum: 299 },
        key: { type: 'string' },
      },
    },
  },
  'x-menu': {
    type: 'object',
    additionalProperties: false,
    required: ['group'],
    properties: { group: { type: 'string' } },
  },
  'x-table': {
    type: 'object',
    additionalProperties: false,
    properties: {
      unique: { type: 'array', items: stringList },
      indexes: { type: 'array', items: stringList },
    },
  },
  'x-column': {
    type: 'object',
    additionalProperties: false,
    properties: {
      type: { type: 'string' },
      references: { type: 'string' },
      onDelete: { enum: ['CASCADE', 'SET NULL', 'RESTRICT'] },
      unique: { type: 'boolean' },
      uniqueFolded: { type: 'boolean' },
      index: { type: 'boolean' },
      stored: { type: 'boolean' },
      internal: { type: 'boolean' },
    },
  },
  /** Spec wording of an enum value for people ('PLANNED' → 'Planned Leave'). */
  'x-enumLabels': { type: 'object', additionalProperties: { type: 'string' } },
};
