/**
 * The Employee object of contract §3.4 and the SearchResult of §3.3, shaped from the rows the
 * employee repository reads with their relations: attribute ids as key names, addresses nested the
 * wire's way, the photo as its signed link. Sensitive fields are still in clear here; the employee
 * operations mask them per caller (sensitive.ts) before they leave.
 */
import type { Db } from '../db/database.ts';
import { imageLink } from '../uploads/imageLinks.ts';
import { relationsOf, type Relations } from '../repositories/employeeRelations.ts';
import { keyedAttributes } from './attributes.ts';

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

/** The roles entry of a user row with its role's columns: none without a role. */
export const rolesOf = (u: Row | null | undefined) =>
  u?.roleId != null
    ? [
        {
          roleId: u.roleId as number,
          role: u.role as string,
          privilege: (Array.isArray(u.privilege) ? u.privilege : []) as string[],
        },
      ]
    : [];

/** The row with its photo's signed link (imageLinks.ts) as `profileImage`, in place of the version. */
function withPhotoLink<T extends Row>({ photoVersion, ...row }: T) {
  const version = photoVersion as string | null;
  return { ...row, profileImage: imageLink('photo', Number(row.employeeId), version) };
}

/**
 * Employee objects (contract §3.4) for rows read with their relations (`pageEmployees`,
 * `findEmployeeRow`), in their order, sensitive fields in clear: the operations shape them per
 * caller (sensitive.ts) before they leave.
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
export async function buildSearchResults(db: Db, rows: Row[], employeeKeys: Map<string, string>) {
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
      profileImage: imageLink('photo', Number(r.employeeId), r.photoVersion as string | null),
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
