/**
 * The personal side of each demo employee: identity numbers, dates, address, emergency contact, bank
 * account, skills and designations. Numbers come from a fixed generator seeded by the employee's
 * position in the list, so every start produces the same, well-formed values.
 */
import type { Db } from '../database.ts';
import {
  BANKS,
  BLOOD_GROUPS,
  BUILDINGS,
  DEPARTMENTS,
  EMPLOYEES,
  OFFICES,
  type DemoEmployee,
} from './demoData.ts';

export type People = {
  /** By employee code. */
  employeeIds: Map<string, number>;
  userIds: Map<string, number>;
  departmentIds: Map<string, number>;
};

const pad = (n: number) => String(n).padStart(2, '0');
export const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const addDays = (d: Date, n: number, hours = 0, minutes = 0) =>
  new Date(d.getFullYear(), d.getMonth(), d.getDate() + n, hours, minutes);
/** ISO local date-time without zone, as attendance stores clock times. */
export const localDateTime = (d: Date) =>
  `${ymd(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}:00`;

/** n digits from a fixed linear congruential sequence; the first digit is drawn from `first`. */
function digits(seed: number, n: number, first = '123456789'): string {
  let x = (seed * 7919 + 104729) >>> 0;
  let out = '';
  for (let k = 0; k < n; k++) {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    const pool = k === 0 ? first : '0123456789';
    out += pool[(x >>> 16) % pool.length];
  }
  return out;
}

const letters = (seed: number, n: number) =>
  [...digits(seed, n * 2, '0123456789')]
    .map((_, k, all) => String.fromCharCode(65 + ((Number(all[k]) * 7 + k * 3 + seed) % 26)))
    .slice(0, n)
    .join('');

export const officeOf = (e: DemoEmployee) => {
  const dept = DEPARTMENTS.find((d) => d.department === e.dept)!;
  return OFFICES.find((o) => o.branchName === dept.office)!;
};

/** The employee's own columns beyond name, code and department. */
export function personalDetails(e: DemoEmployee, i: number, today: Date) {
  const joined = new Date(today.getFullYear(), today.getMonth() - e.joined, 1 + ((i * 7) % 27));
  return {
    gender: e.gender,
    position: e.position,
    dateOfBirth: e.dob,
    joinDate: ymd(joined),
    contact: digits(i + 1, 10, '6789'),
    adhaarNumber: digits(i + 101, 12, '23456789'),
    // Fourth letter P (a person), fifth the surname's initial, as real PANs are built.
    panNumber: `${letters(i + 7, 3)}P${e.last[0].toUpperCase()}${digits(i + 201, 4)}${letters(i + 9, 1)}`,
    uanNumber: `10${digits(i + 301, 10)}`,
    salary: e.salary,
    attributes: JSON.stringify({ 'Blood Group': BLOOD_GROUPS[i % BLOOD_GROUPS.length] }),
  };
}

function relationshipOf(e: DemoEmployee, i: number) {
  if (Number(e.dob.slice(0, 4)) >= 1995) return i % 2 ? 'Mother' : 'Father';
  return ['Spouse', 'Brother', 'Spouse', 'Sister'][i % 4];
}

/** Addresses, emergency contacts, bank accounts, skills and designations of every demo employee. */
export async function seedPersonalRecords(db: Db, people: People) {
  const idOf = (e: DemoEmployee) => people.employeeIds.get(e.code)!;
  const addresses = EMPLOYEES.map((e, i) => {
    const office = officeOf(e);
    const locality = office.localities[i % office.localities.length];
    return { e, i, office, locality };
  });
  await db
    .insertInto('address')
    .values(
      addresses.map(({ e, i, office, locality }) => ({
        employeeId: idOf(e),
        addressType: 'PERMANENT',
        propertyNumber: `${12 + ((i * 37) % 380)} ${BUILDINGS[i % BUILDINGS.length]} ${locality.name}`,
        zipCode: JSON.stringify({ zipCode: locality.zip, city: office.city, state: office.state }),
        country: 'India',
      })),
    )
    .execute();
  await db
    .insertInto('emergencyContact')
    .values(
      EMPLOYEES.map((e, i) => ({
        employeeId: idOf(e),
        contact: digits(i + 401, 10, '6789'),
        relationship: relationshipOf(e, i),
      })),
    )
    .execute();
  await db
    .insertInto('account')
    .values(
      addresses.map(({ e, i, locality }) => {
        const bank = BANKS[[0, 1, 2, 1, 0, 2, 3][i % 7]];
        return {
          employeeId: idOf(e),
          bankName: bank.bankName,
          accountNumber: digits(i + 501, 11 + (i % 5)),
          ifsc: `${bank.ifscPrefix}0${digits(i + 601, 6, '0123456789')}`,
          branch: locality.name,
        };
      }),
    )
    .execute();
  await seedNamedLinks(db, 'skill', 'employeeSkill', (e) => e.skills, idOf);
  await seedNamedLinks(db, 'designation', 'employeeDesignation', (e) => e.designations, idOf);
}

/** A name table (skill, designation) from every name in use, then its join rows. */
async function seedNamedLinks(
  db: Db,
  table: 'skill' | 'designation',
  joinTable: string,
  namesOf: (e: DemoEmployee) => string[],
  idOf: (e: DemoEmployee) => number,
) {
  const names = [...new Set(EMPLOYEES.flatMap(namesOf))].sort();
  const rows = await db
    .insertInto(table)
    .values(names.map((name) => ({ [table]: name })))
    .returning([table, `${table}Id`])
    .execute();
  const ids = new Map(rows.map((r) => [r[table] as string, r[`${table}Id`] as number]));
  await db
    .insertInto(joinTable)
    .values(
      EMPLOYEES.flatMap((e) =>
        namesOf(e).map((name) => ({ employeeId: idOf(e), [`${table}Id`]: ids.get(name)! })),
      ),
    )
    .execute();
}
