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
  /** A list answering every record as one array instead of a Spring Page (`false`). */
  paged?: boolean;
};

/** How one list column shows its value (x-list.cells). */
export type ListCell = {
  /** Column header; otherwise the property's title. */
  label?: string;
  /**
   * `image`: the value is an image URL. `avatar`: a round profile picture with the `initials` of
   * these properties when there is none. `link`: the text links to `to`.
   */
  kind?: 'image' | 'avatar' | 'link';
  /** avatar: properties whose first letters stand in for a missing picture. */
  initials?: string[];
  /** link: the route, `{field}` filled from the record (`/employee-info/{firstName}?id={employeeId}`). */
  to?: string;
  /** A chip with `label` next to the text while the record's `whenEmpty` property is empty. */
  chip?: { label: string; whenEmpty: string };
  /** Show these properties joined by a space (a manager's first and last name). */
  join?: string[];
  /** Path inside the value, for arrays and objects: `0.organizationName`. */
  path?: string;
  /** Longer than `over` and `length` characters → the first `length` characters and '...'. */
  truncate?: { length: number; over?: number };
  /** Shown for a missing value; '—' otherwise. */
  emptyText?: string;
  /** Shown only while the list filter holds a record of its reference (not a fixed option). */
  whenFiltered?: boolean;
};

/** The list's one filter select: records of `reference` plus fixed options, each routed to an x-api action. */
export type ListFilter = {
  /** Filter key; a reference value also fills the action's `{source}` placeholder. */
  source: string;
  label: string;
  reference: string;
  optionText: string;
  /** x-api action listing the rows of one reference record (`ofOrganization`). */
  action: string;
  options?: { value: string; label: string; action: string }[];
  /** Initial choice: `first` (the first allowed option) or a fixed option's value. */
  default?: string;
  /** The select is shown disabled (fixed options only) without the privilege of `action`. */
  disableWithoutAction?: boolean;
  /** Shown instead of the list while `resource` (default `reference`) has no records at all. */
  requireReference?: {
    resource?: string;
    title?: string;
    text: string;
    link: { label: string; to: string };
  };
};

/** The list's sort select: each option sends its value as the `param` query parameter. */
export type SortChoices = {
  label: string;
  param: string;
  options: { value: string; label: string }[];
};

/**
 * One row control. The key names it: `edit` and `delete` are the CRUD ones; any other key is an x-api
 * action guarded by the same-named x-privileges action. Values in `params` and `optionsFilter` are
 * paths: `choice` (the modal's selection), `record.…` or `filter.…`.
 */
export type RowAction = {
  kind: 'edit' | 'delete' | 'assign' | 'unassign' | 'call' | 'link';
  label: string;
  /** Render inside this column's cell; otherwise in the trailing Action column. */
  column?: string;
  visibleIf?: string;
  hiddenIf?: string;
  /** Dialog title (delete confirmation, assign modal). */
  title?: string;
  /** Confirmation text (delete, unassign). */
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** assign: the resource offered in the modal's select, its label text and list filter. */
  reference?: string;
  optionText?: string;
  optionsFilter?: Record<string, string>;
  /** assign: the message when nothing is chosen. */
  required?: string;
  params?: Record<string, string>;
  /** Toast when the call fails without a server message. */
  failure?: string;
  /** Toast when the call succeeds without a server message (a 204 delete, an approval). */
  success?: string;
  /** The progress toast while the call runs (delete: 'Deleting...' unless the spec says
   *  otherwise, e.g. 'DELETING...' for departments). */
  pending?: string;
  /** The x-api action lives on this resource (an employee is deleted through its user). */
  resource?: string;
  /** call: the button's colour (`error` for a refusal such as decline). */
  color?: 'primary' | 'success' | 'error';
  /** edit and link: the route, `{field}` filled from the record (`/leave-info/{employeeId}`);
   *  an edit without one goes to x-form.route with `?id=`. */
  to?: string;
};

/**
 * One more list of the same resource at its own route (x-list.views): which x-api operation lists
 * it, where that operation's parameters come from, and what it shows. Unset fields fall back to
 * x-list's own.
 */
export type ListView = {
  /** The spec's route; `:name` segments are readable as `route.name` parameters. */
  route?: string;
  title: string;
  /** The x-api operation that lists the rows (`list` or a named action). */
  operation: string;
  /** Operation parameters by name, from `session.…` (the signed-in user) or `route.…`; those that
   *  are not path placeholders travel as query parameters. */
  params?: Record<string, string>;
  /** Any of these operations' privileges opens the view; default: the operation's own. */
  allowedBy?: string[];
  columns?: string[];
  empty?: string;
  /** Which x-list.rowActions this view offers, in order; default: none. */
  rowActions?: string[];
  /** false hides the create button. */
  create?: boolean;
  /** Toast after a load that found rows. */
  loaded?: string;
  /** Toast when loading fails without a server message. */
  failure?: string;
  /** Shown instead of the list when a `session.…` parameter is missing for this user. */
  unavailable?: string;
};

export type ListHints = {
  /** The spec's list route (`/department/department-list`), so bookmarks and menu entries work. */
  route?: string;
  columns: string[];
  sort?: { field: string; order: 'ASC' | 'DESC' };
  perPage?: number;
  empty?: string;
  /** Page heading and last breadcrumb ('Department List'); otherwise x-label. */
  title?: string;
  /** Label of the create button ('Add Department'). */
  createLabel?: string;
  /** Where the create button goes; otherwise x-form.route, else react-admin's create page. */
  createRoute?: string;
  /** Without the create privilege the button is hidden (default) or shown disabled. */
  createDenied?: 'hide' | 'disable';
  /** 'Export to xls' / 'Export to csv' of every row matching the filter and sort, as shown. */
  export?: { fileName: string };
  sortChoices?: SortChoices;
  cells?: Record<string, ListCell>;
  filter?: ListFilter;
  rowActions?: Record<string, RowAction>;
  views?: Record<string, ListView>;
  import?: ImportHints;
  card?: ListCard;
};

/**
 * x-list.card: what a phone card shows first (below MUI's md; src/admin/schema/list/cardLayout.ts).
 * `primary`: properties joined by a space as the card's title (`employeeFirstName`,
 * `employeeLastName`); `secondary`: the properties of the line below it. Names a list or view does
 * not show are skipped; without a name left, the default applies (the first text column, then the
 * next two). Every other column is a labelled line of the card.
 */
export type ListCard = { primary?: string[]; secondary?: string[] };

/**
 * x-list.import: the list offers 'Import' of a CSV file (RFC 4180, a header row naming `columns`),
 * checked row by row by the server (`POST /api/v1/import/<resource>?dryRun=true`) before an
 * all-or-nothing write. `privilege` guards the import route (default: x-privileges.create);
 * `maxRows` caps one file (default 1000). Columns are the resource's writable properties, except
 * where the server's importer for the resource says otherwise (employee: see schemas/README.md).
 */
export type ImportHints = {
  columns: string[];
  privilege?: string;
  maxRows?: number;
};

/**
 * A declared form feature on one property (x-form.fields), rendered by src/admin/schema/form:
 * - `reference`: a select of another resource's records (ids sent as numbers);
 * - `image`: a JPEG/PNG upload with preview and removal, shown only with `privilege`;
 * - `employeeSearch`: a debounced name search showing the first result with a tick box;
 * - `attributes`: one text input per defined attribute of `resource`, plus its attribute manager;
 * - `privilegeTabs`: the role screen's catalogue picker, one tab per privilege group.
 */
export type FormFieldHint =
  | {
      widget: 'reference';
      resource: string;
      /** The option text: a property of the referenced resource. */
      optionLabel: string;
      placeholder?: string;
      /** Shown in create mode only (hidden, and not sent, when editing). */
      createOnly?: boolean;
      /** Where an edited record keeps the value, e.g. `organizations.0.organizationId`. */
      initialFrom?: string;
      /** The referenced property stored as the value (a code such as `leaveType`) instead of the id. */
      valueField?: string;
    }
  | {
      widget: 'image';
      privilege: string;
      accept: string[];
      maxBytes: number;
      typeMessage: string;
      sizeMessage: string;
    }
  | {
      widget: 'employeeSearch';
      /** The x-api operation of `resource` that searches by `?name=`. */
      resource: string;
      operation: string;
      privilege: string;
      debounceMs: number;
      /** Record properties naming the current choice when editing. */
      labelFrom?: string[];
      deniedMessage: string;
      emptyMessage: string;
    }
  | {
      widget: 'attributes';
      /** The attribute-definition resource (organizationAttribute, branchAttribute…). */
      resource: string;
      /** When the attribute manager is offered: always, in create mode only, or never. */
      manager?: 'always' | 'createOnly' | 'never';
      managerLabel?: string;
      /** The manager's success toast after a rename, instead of the server's message. */
      renamed?: string;
      /** The manager's progress toast while deleting, instead of 'Deleting...'. */
      deleting?: string;
    }
  | { widget: 'privilegeTabs' };

export type FormHints = {
  order?: string[];
  widgets?: Record<string, string>;
  sections?: { title: string; fields: string[] }[];
  /** The spec's create-update route (`/department/department-create-update`). */
  route?: string;
  /** Where Cancel and a successful save go (the spec's list route). */
  listRoute?: string;
  /** Form values carried to the list's query after a create (`?organizationId=4`). */
  returnQuery?: string[];
  /** Create and update send multipart: `part` = JSON text, `file` = the upload, `removeFlag` query. */
  multipart?: { part: string; file: string; removeFlag: string };
  /** The toast when a save fails without a server message. */
  failure?: string;
  /** The success toast after an update, instead of the server's message. */
  updated?: string;
  fields?: Record<string, FormFieldHint>;
  /** Create mode's heading and submit button, instead of `Create <title>`. */
  createTitle?: string;
  createButton?: string;
  /** Path placeholders of the create/update operation from `session.…` (`session.employeeId`). */
  params?: Record<string, string>;
  /** A panel registered under this name (src/admin/schema/form/asides.ts) shown beside the form. */
  aside?: string;
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
  /** Personal data (identity numbers, salary, bank account): masked in the audit trail. */
  pii?: boolean;
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
  'x-catalogue'?: CatalogueHints;
};

/**
 * What the console reads of a schema before any screen opens (routes, privileges, the wire), kept
 * small because it loads with the sign-in screen (src/generated/routing.ts): its properties keep only
 * `readOnly` and `x-column.stored`/`internal` (what decides whether a client may write them). Screens
 * load the full schema (registry.ts) with their own code. A full schema is also a ResourceRouting.
 */
export type ResourceRouting = Pick<
  ResourceSchema,
  'x-resource' | 'x-id' | 'title' | 'x-label' | 'x-list' | 'x-privileges' | 'x-api' | 'properties'
> & { 'x-form'?: Pick<FormHints, 'route'> };

/**
 * New privileges a schema brings into the catalogue: a role-screen tab (`group`, an existing group
 * or a new one) and each name with the description shown under it.
 */
export type CatalogueHints = { group: string; privileges: Record<string, string> };

const stringList = { type: 'array', items: { type: 'string' } } as const;

const closed = (widget: string, required: string[], properties: Record<string, object>) => ({
  type: 'object',
  additionalProperties: false,
  required: ['widget', ...required],
  properties: { widget: { const: widget }, ...properties },
});

/** One x-form.fields entry: exactly one of the declared widgets, with its own options. */
const FORM_FIELD_HINT = {
  type: 'object',
  required: ['widget'],
  properties: {
    widget: { enum: ['reference', 'image', 'employeeSearch', 'attributes', 'privilegeTabs'] },
  },
  oneOf: [
    closed('reference', ['resource', 'optionLabel'], {
      resource: { type: 'string' },
      optionLabel: { type: 'string' },
      placeholder: { type: 'string' },
      createOnly: { type: 'boolean' },
      initialFrom: { type: 'string' },
      valueField: { type: 'string' },
    }),
    closed('image', ['privilege', 'accept', 'maxBytes', 'typeMessage', 'sizeMessage'], {
      privilege: { type: 'string' },
      accept: stringList,
      maxBytes: { type: 'integer', minimum: 1 },
      typeMessage: { type: 'string' },
      sizeMessage: { type: 'string' },
    }),
    closed(
      'employeeSearch',
      ['resource', 'operation', 'privilege', 'debounceMs', 'deniedMessage', 'emptyMessage'],
      {
        resource: { type: 'string' },
        operation: { type: 'string' },
        privilege: { type: 'string' },
        debounceMs: { type: 'integer', minimum: 0 },
        labelFrom: stringList,
        deniedMessage: { type: 'string' },
        emptyMessage: { type: 'string' },
      },
    ),
    closed('attributes', ['resource'], {
      resource: { type: 'string' },
      manager: { enum: ['always', 'createOnly', 'never'] },
      managerLabel: { type: 'string' },
      renamed: { type: 'string', minLength: 1 },
      deleting: { type: 'string', minLength: 1 },
    }),
    closed('privilegeTabs', [], {}),
  ],
} as const;

/** One x-list.views entry (see ListView). */
const LIST_VIEW = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'operation'],
  properties: {
    route: { type: 'string', pattern: '^/' },
    title: { type: 'string', minLength: 1 },
    operation: { type: 'string' },
    params: {
      type: 'object',
      additionalProperties: { type: 'string', pattern: '^(session|route)\\.[A-Za-z]\\w*$' },
    },
    allowedBy: stringList,
    columns: stringList,
    empty: { type: 'string' },
    rowActions: stringList,
    create: { type: 'boolean' },
    loaded: { type: 'string' },
    failure: { type: 'string' },
    unavailable: { type: 'string' },
  },
} as const;

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
      card: {
        type: 'object',
        additionalProperties: false,
        properties: {
          primary: { ...stringList, minItems: 1, uniqueItems: true },
          secondary: { ...stringList, uniqueItems: true },
        },
      },
      route: { type: 'string', pattern: '^/' },
      title: { type: 'string', minLength: 1 },
      createLabel: { type: 'string', minLength: 1 },
      createRoute: { type: 'string', pattern: '^/' },
      createDenied: { enum: ['hide', 'disable'] },
      export: {
        type: 'object',
        additionalProperties: false,
        required: ['fileName'],
        properties: { fileName: { type: 'string', minLength: 1 } },
      },
      sortChoices: {
        type: 'object',
        additionalProperties: false,
        required: ['label', 'param', 'options'],
        properties: {
          label: { type: 'string' },
          param: { type: 'string', pattern: '^[a-zA-Z]+$' },
          options: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['value', 'label'],
              properties: { value: { type: 'string' }, label: { type: 'string' } },
            },
          },
        },
      },
      cells: {
        type: 'object',
        additionalProperties: {
          type: 'object',
          additionalProperties: false,
          properties: {
            label: { type: 'string' },
            kind: { enum: ['image', 'avatar', 'link'] },
            initials: stringList,
            to: { type: 'string', pattern: '^/' },
            chip: {
              type: 'object',
              additionalProperties: false,
              required: ['label', 'whenEmpty'],
              properties: { label: { type: 'string' }, whenEmpty: { type: 'string' } },
            },
            join: stringList,
            path: { type: 'string' },
            truncate: {
              type: 'object',
              additionalProperties: false,
              required: ['length'],
              properties: {
                length: { type: 'integer', minimum: 1 },
                over: { type: 'integer', minimum: 0 },
              },
            },
            emptyText: { type: 'string' },
            whenFiltered: { type: 'boolean' },
          },
        },
      },
      filter: {
        type: 'object',
        additionalProperties: false,
        required: ['source', 'label', 'reference', 'optionText', 'action'],
        properties: {
          source: { type: 'string' },
          label: { type: 'string' },
          reference: { type: 'string' },
          optionText: { type: 'string' },
          action: { type: 'string' },
          options: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['value', 'label', 'action'],
              properties: {
                value: { type: 'string' },
                label: { type: 'string' },
                action: { type: 'string' },
              },
            },
          },
          default: { type: 'string' },
          disableWithoutAction: { type: 'boolean' },
          requireReference: {
            type: 'object',
            additionalProperties: false,
            required: ['text', 'link'],
            properties: {
              resource: { type: 'string' },
              title: { type: 'string' },
              text: { type: 'string' },
              link: {
                type: 'object',
                additionalProperties: false,
                required: ['label', 'to'],
                properties: { label: { type: 'string' }, to: { type: 'string', pattern: '^/' } },
              },
            },
          },
        },
      },
      rowActions: {
        type: 'object',
        additionalProperties: {
          type: 'object',
          additionalProperties: false,
          required: ['kind', 'label'],
          properties: {
            kind: { enum: ['edit', 'delete', 'assign', 'unassign', 'call', 'link'] },
            label: { type: 'string' },
            column: { type: 'string' },
            visibleIf: { type: 'string' },
            hiddenIf: { type: 'string' },
            title: { type: 'string' },
            message: { type: 'string' },
            confirmLabel: { type: 'string' },
            cancelLabel: { type: 'string' },
            reference: { type: 'string' },
            optionText: { type: 'string' },
            optionsFilter: { type: 'object', additionalProperties: { type: 'string' } },
            required: { type: 'string' },
            params: { type: 'object', additionalProperties: { type: 'string' } },
            failure: { type: 'string' },
            success: { type: 'string' },
            pending: { type: 'string', minLength: 1 },
            resource: { type: 'string' },
            color: { enum: ['primary', 'success', 'error'] },
            to: { type: 'string', pattern: '^/' },
          },
        },
      },
      views: { type: 'object', additionalProperties: LIST_VIEW },
      import: {
        type: 'object',
        additionalProperties: false,
        required: ['columns'],
        properties: {
          columns: { ...stringList, minItems: 1, uniqueItems: true },
          privilege: { type: 'string' },
          maxRows: { type: 'integer', minimum: 1, maximum: 5000 },
        },
      },
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
      route: { type: 'string', pattern: '^/' },
      listRoute: { type: 'string', pattern: '^/' },
      returnQuery: stringList,
      multipart: {
        type: 'object',
        additionalProperties: false,
        required: ['part', 'file', 'removeFlag'],
        properties: {
          part: { type: 'string' },
          file: { type: 'string' },
          removeFlag: { type: 'string' },
        },
      },
      failure: { type: 'string' },
      updated: { type: 'string', minLength: 1 },
      fields: { type: 'object', additionalProperties: FORM_FIELD_HINT },
      createTitle: { type: 'string', minLength: 1 },
      createButton: { type: 'string', minLength: 1 },
      params: { type: 'object', additionalProperties: { type: 'string', pattern: '^session\\.' } },
      aside: { type: 'string', minLength: 1 },
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
        paged: { type: 'boolean' },
      },
    },
  },
  'x-catalogue': {
    type: 'object',
    additionalProperties: false,
    required: ['group', 'privileges'],
    properties: {
      group: { type: 'string', pattern: '^[a-z][a-zA-Z0-9]*$' },
      privileges: {
        type: 'object',
        minProperties: 1,
        propertyNames: { pattern: '^[A-Z][A-Z0-9_]*$' },
        additionalProperties: { type: 'string', minLength: 1 },
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
      pii: { type: 'boolean' },
    },
  },
  /** Spec wording of an enum value for people ('PLANNED' → 'Planned Leave'). */
  'x-enumLabels': { type: 'object', additionalProperties: { type: 'string' } },
};
