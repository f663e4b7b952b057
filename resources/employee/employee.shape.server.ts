/**
 * The Employee object of contract §3.4 and the SearchResult of §3.3, shaped from the rows the
 * employee queries read with their relations: attribute ids as key names, addresses nested the
 * wire's way, the photo as its signed link. Sensitive fields are still in clear here; the employee
 * operations mask them per caller (employee.sensitive.server.ts) before they leave.
 */
import {
  imageLinkOf,
  keyedAttributes,
  rolesOf,
  type Tx,
} from '../../src/server/operations/hookApi.ts';
import { relationsOf, type Relations } from './employee.relations.queries.server.ts';

type Row = Record<string, unknown>;

/** An address as the wire nests it: city and state under `zipCode` (contract §3.6, §5.2 #24). */
export function wireAddress(a: Row) {
  const zip = a.zipCode;
  const nested =
    zip && typeof zip === 'object'
      ? (zip as Row)
      : { zipCode: zip ?? null, city: a.city ?? null, state: a.state ?? null };
  return {
    addressId: a.addressId,
    addressType: a.addressType ?? null,
    propertyNumber: a.propertyNumber ?? null,
    country: a.country ?? null,
    zipCode: {
      zipCode: nested.zipCode == null ? null : String(nested.zipCode),
      city: nested.city ?? null,
      state: nested.state ?? null,
    },
  };
}

export type EmployeeView = {
  /** attributeId (text) → key name of the employee and department attribute definitions. */
  employeeKeys: Map<string, string>;
  departmentKeys: Map<string, string>;
};

/** The row with its photo's signed link (imageLinks.ts) as `profileImage`, in place of the version. */
function withPhotoLink<T extends Row>({ photoVersion, ...row }: T) {
  return {
    ...row,
    profileImage: imageLinkOf('employee', { employeeId: row.employeeId, photoVersion }),
  };
}

/**
 * Employee objects (contract §3.4) for rows read with their relations (`pageEmployees`,
 * `findEmployeeRow`), in their order, sensitive fields in clear: the operations shape them per
 * caller (employee.sensitive.server.ts) before they leave.
 */
export function buildEmployees(rows: Row[], view: EmployeeView) {
  return rows.map((row) => {
    const { user, department, addresses, emergencyContacts, account, skills, designations, ...r } =
      row as Row & Relations;
    return {
      ...withPhotoLink(r),
      attributes: keyedAttributes(view.employeeKeys, r.attributes),
      user: r.userId != null ? (user ?? null) : null,
      departments:
        r.departmentId != null && department
          ? [
              {
                ...department,
                attributes: keyedAttributes(view.departmentKeys, department.attributes),
              },
            ]
          : [],
      addresses: (addresses ?? []).map(wireAddress),
      emergencyContacts: emergencyContacts ?? [],
      account: account ?? null,
      skills: skills ?? [],
      designations: designations ?? [],
    };
  });
}

/** SearchResult items (contract §3.3): LoginUser-shaped, no email, no identity numbers. */
export async function buildSearchResults(db: Tx, rows: Row[], employeeKeys: Map<string, string>) {
  if (!rows.length) return [];
  const rel = await relationsOf(
    db,
    rows.map((r) => Number(r.employeeId)),
    'search',
  );
  return rows.map((r) => {
    const of = rel.get(Number(r.employeeId));
    const user = r.userId != null ? (of?.user ?? undefined) : undefined;
    return {
      userId: r.userId ?? null,
      employeeId: r.employeeId,
      employeeCode: r.employeeCode ?? null,
      firstName: r.firstName ?? null,
      lastName: r.lastName ?? null,
      profileImage: imageLinkOf('employee', r),
      gender: r.gender ?? null,
      position: r.position ?? null,
      contact: r.contact ?? null,
      joinDate: r.joinDate ?? null,
      createdAt: user?.createdAt ?? null,
      addresses: (of?.addresses ?? []).map(wireAddress),
      attributes: keyedAttributes(employeeKeys, r.attributes),
      roles: rolesOf(user),
      active: null,
      managerId: null,
      departments: null,
    };
  });
}
