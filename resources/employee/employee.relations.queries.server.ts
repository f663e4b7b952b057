/**
 * Everything an Employee object (`full`) or a SearchResult (`search`) nests, for a set of employees,
 * in ONE statement, or as columns of the statement reading the employees (`relationColumns`): each
 * relation is a correlated subquery built as JSON by the database. On the embedded database every
 * statement costs a round trip through the WebAssembly engine (about as much as a small query
 * itself), so seven batched queries per page became one. Every column read
 * here is text, bigint, boolean or jsonb, which JSON carries as the drivers would have.
 */
import { dbOf, sql, type Db, type Tx } from '../../src/server/repositories/queryApi.ts';

type Row = Record<string, unknown>;

export type Relations = {
  employeeId: number;
  user: Row | null;
  department: Row | null;
  addresses: Row[];
  emergencyContacts: Row[];
  account: Row | null;
  skills: Row[];
  designations: Row[];
};

const list = (query: ReturnType<typeof sql>) => sql`coalesce((${query}), '[]'::json)`;

/**
 * The relation columns of `shape` for the employee row aliased `e`, to add to a select list: a page
 * or a single employee reads its rows and their relations in one statement.
 */
export function relationColumns(shape: 'full' | 'search') {
  const full = shape === 'full';
  const user = full
    ? sql`json_build_object('userId', u."userId", 'email', u.email, 'createdAt', u."createdAt",
        'active', u.active)`
    : sql`json_build_object('userId', u."userId", 'email', u.email, 'createdAt', u."createdAt",
        'active', u.active, 'roleId', r."roleId", 'role', r.role, 'privilege', r.privilege)`;
  const none = sql`null`;
  return sql`
      (select ${user} from "user" u left join role r on r."roleId" = u."roleId"
        where u."userId" = e."userId") as "user",
      ${
        full
          ? sql`(select json_build_object('departmentId', d."departmentId", 'department', d.department,
              'description', d.description, 'attributes', d.attributes)
              from department d where d."departmentId" = e."departmentId")`
          : none
      } as department,
      ${list(sql`select json_agg(a order by a."addressId") from address a
        where a."employeeId" = e."employeeId"`)} as addresses,
      ${
        full
          ? list(sql`select json_agg(json_build_object('emergencyContactId', c."emergencyContactId",
              'contact', c.contact, 'relationship', c.relationship) order by c."emergencyContactId")
              from "emergencyContact" c where c."employeeId" = e."employeeId"`)
          : none
      } as "emergencyContacts",
      ${
        full
          ? sql`(select json_build_object('accountId', x."accountId", 'bankName', x."bankName",
              'accountNumber', x."accountNumber", 'ifsc', x.ifsc, 'branch', x.branch)
              from account x where x."employeeId" = e."employeeId" order by x."accountId" desc limit 1)`
          : none
      } as account,
      ${
        full
          ? list(sql`select json_agg(json_build_object('skillId', s."skillId", 'skill', s.skill)
              order by s."skillId") from "employeeSkill" es join skill s on s."skillId" = es."skillId"
              where es."employeeId" = e."employeeId"`)
          : none
      } as skills,
      ${
        full
          ? list(sql`select json_agg(json_build_object('designationId', g."designationId",
              'designation', g.designation) order by g."designationId")
              from "employeeDesignation" ed join designation g on g."designationId" = ed."designationId"
              where ed."employeeId" = e."employeeId"`)
          : none
      } as designations`;
}

export async function relationsOf(
  db: Tx | Db,
  employeeIds: number[],
  shape: 'full' | 'search',
): Promise<Map<number, Relations>> {
  if (!employeeIds.length) return new Map();
  const { rows } = await sql<Relations>`
    select e."employeeId", ${relationColumns(shape)}
    from employee e
    where e."employeeId" in (${sql.join(employeeIds)})`.execute(dbOf(db));
  return new Map(rows.map((r) => [Number(r.employeeId), r]));
}
