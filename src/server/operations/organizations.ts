/**
 * Organisations: create and update from the multipart form (organisation data + optional logo),
 * delete (their branches and departments stay, unassigned: the foreign keys SET NULL), the logo, and
 * the departments of one organisation. Stages: validation (the schema's rules and words, then the
 * image's bytes) → rule (attribute keys exist; names unique by the database's index) → one write.
 */
import { registry } from '../../generated/registry.ts';
import { createAjv } from '../../shared/createAjv.ts';
import type { Db } from '../db/database.ts';
import { badRequest, conflict, invalid, notFound } from '../errors.ts';
import { validationMessages } from '../plugins/validation.ts';
import { findBranches } from '../repositories/branches.ts';
import {
  deleteOrganization,
  departmentsOfOrganization,
  findLogo,
  findOrganization,
  findOrganizations,
  insertOrganization,
  listOrganizations,
  updateOrganization,
  type OrganizationRow,
  type OrganizationWrite,
} from '../repositories/organizations.ts';
import { constraintViolation } from '../repositories/records.ts';
import { imageLink, imageVersion } from '../imageLinks.ts';
import { requireImage } from '../uploads.ts';
import { attributeNames, keyedAttributes, resolveAttributeValues } from './attributes.ts';
import { bodySchema } from '../schemaViews.ts';

const ajv = createAjv({ removeAdditional: true, strictTypes: false });
const validators = {
  create: ajv.compile(bodySchema(registry.organization, false)),
  update: ajv.compile(bodySchema(registry.organization, true)),
};

export type OrganizationData = {
  organizationName?: string;
  organizationDescription?: string;
  attributes?: Record<string, string | null> | null;
};

export type Organization = {
  organizationId: number;
  organizationName: string;
  organizationImage: string | null;
  organizationDescription: string | null;
  attributes: Record<string, string | null>;
};

export function toOrganization(names: Map<string, string>, row: OrganizationRow): Organization {
  return {
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    organizationImage: imageLink('logo', row.organizationId, row.logoVersion),
    organizationDescription: row.organizationDescription,
    attributes: keyedAttributes(names, row.attributes),
  };
}

/** The organisation's JSON part, held to the schema's rules with the schema's messages. */
export function validateOrganizationData(raw: unknown, partial: boolean): OrganizationData {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw badRequest('organization.data_not_object');
  const data = { ...(raw as Record<string, unknown>) };
  for (const field of ['organizationName', 'organizationDescription'])
    if (typeof data[field] === 'string') data[field] = (data[field] as string).trim();
  if (data.attributes === null) delete data.attributes;
  const validate = partial ? validators.update : validators.create;
  if (!validate(data)) {
    const messages = validationMessages(validate.errors ?? [], 'organizationData');
    throw invalid(messages);
  }
  return data as OrganizationData;
}

async function guardName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (constraintViolation(err) === 'unique') throw conflict('organization.name_taken');
    throw err;
  }
}

const logoOf = (file: Buffer | undefined) =>
  file ? { bytes: file, type: requireImage(file), version: imageVersion(file) } : undefined;

export async function listOrganizationPage(db: Db, page: number, size: number) {
  const [{ rows, total }, names] = await Promise.all([
    listOrganizations(db, page * size, size),
    attributeNames(db, 'organization'),
  ]);
  return { rows: rows.map((r) => toOrganization(names, r)), total };
}

export async function createOrganization(db: Db, raw: unknown, file?: Buffer) {
  const data = validateOrganizationData(raw, false);
  const logo = logoOf(file);
  const attributes = await resolveAttributeValues(db, 'organization', data.attributes);
  const row = await guardName(() =>
    insertOrganization(db, {
      organizationName: data.organizationName,
      organizationDescription: data.organizationDescription,
      attributes,
      logo,
    }),
  );
  return toOrganization(await attributeNames(db, 'organization'), row);
}

/** BE-dev semantics: the logo changes only with a new file or an explicit removeImage. */
export async function updateOrganizationDetails(
  db: Db,
  id: number,
  raw: unknown,
  opts: { file?: Buffer; removeImage?: boolean },
) {
  const data = validateOrganizationData(raw, true);
  const values: OrganizationWrite = {
    organizationName: data.organizationName,
    organizationDescription: data.organizationDescription,
    attributes: await resolveAttributeValues(db, 'organization', data.attributes),
    logo: logoOf(opts.file) ?? (opts.removeImage ? null : undefined),
  };
  const row = await guardName(() => updateOrganization(db, id, values));
  if (!row) throw notFound('organization.not_found');
  return toOrganization(await attributeNames(db, 'organization'), row);
}

export async function removeOrganization(db: Db, id: number) {
  if (!(await deleteOrganization(db, id))) throw notFound('organization.not_found');
}

export async function setOrganizationLogo(db: Db, id: number, file: Buffer | null) {
  const row = await updateOrganization(db, id, { logo: file ? logoOf(file) : null });
  if (!row) throw notFound('organization.not_found');
}

export async function organizationLogo(db: Db, id: number) {
  const row = await findLogo(db, id);
  if (!row) throw notFound('organization.not_found');
  if (!row.logo || !row.logoType) throw notFound('organization.no_logo');
  return { bytes: row.logo, type: row.logoType, version: row.logoVersion };
}

/** O5: DepartmentRow (§3.11) with `organizations` and `branches` filled in. */
export async function departmentsOfOrganizationPage(
  db: Db,
  id: number,
  page: number,
  size: number,
) {
  const org = await findOrganization(db, id);
  if (!org) throw notFound('organization.not_found');
  const { rows, total } = await departmentsOfOrganization(db, id, page * size, size);
  const branchIds = [...new Set(rows.map((r) => r.branchId).filter((b): b is number => !!b))];
  const [branches, orgNames, branchNames, deptNames, orgs] = await Promise.all([
    findBranches(db, branchIds),
    attributeNames(db, 'organization'),
    attributeNames(db, 'branch'),
    attributeNames(db, 'department'),
    findOrganizations(db, [id]),
  ]);
  const organization = orgs.map((o) => toOrganization(orgNames, o));
  const branchById = new Map(branches.map((b) => [b.branchId, b]));
  const content = rows.map((r) => {
    const branch = r.branchId ? branchById.get(r.branchId) : undefined;
    return {
      departmentId: r.departmentId,
      department: r.department,
      description: r.description,
      managerId: r.managerId,
      managerEmployeeCode: r.managerEmployeeCode,
      managerFirstName: r.managerFirstName,
      managerLastName: r.managerLastName,
      organizations: organization,
      branches: branch
        ? [
            {
              branchId: branch.branchId,
              branchName: branch.branchName,
              attributes: keyedAttributes(branchNames, branch.attributes),
            },
          ]
        : [],
      attributes: keyedAttributes(deptNames, r.attributes),
    };
  });
  return { content, total };
}
