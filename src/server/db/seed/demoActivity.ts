/**
 * What the demo people have been doing, dated around "today": leave types with a balance for every
 * employee, leave requests in every state, reviews by managers of their reports, and attendance for
 * the Bengaluru engineers on the last working days. Balances already reflect the approved requests
 * (days come from accrued first, then carry-forward, contract §5.5 #49).
 */
import { formatLegacyDateTime } from '../../http/wire.ts';
import type { Db } from '../database.ts';
import { ATTENDANCE_LOCATION, EMPLOYEES, LEAVES, LEAVE_TYPES, REVIEWS } from './demoData.ts';
import { addDays, localDateTime, ymd, type People } from './demoPeople.ts';

type Balance = { accruedLeave: number; usedLeave: number; carryForward: number };

/** A few metres off the office, as a phone reports it; rounded so the numbers read cleanly. */
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
const mondayOf = (d: Date) => addDays(d, -((d.getDay() + 6) % 7));

/** The dates of each demo leave request. */
export function leaveDates(today: Date) {
  const monday = mondayOf(today);
  return LEAVES.map((l) => {
    const start = addDays(monday, l.week * 7 + l.day);
    return { ...l, start, end: addDays(start, l.days - 1) };
  });
}

export async function seedActivity(db: Db, people: People, now: Date) {
  await seedLeave(db, people, now);
  await seedReviews(db, people, now);
  await seedAttendance(db, people, now);
}

async function seedLeave(db: Db, people: People, now: Date) {
  const managerOf = new Map(
    EMPLOYEES.filter((e) => e.manager).map((e) => [e.dept, people.employeeIds.get(e.code)!]),
  );
  const deptOf = new Map(EMPLOYEES.map((e) => [e.code, e.dept]));
  const leaves = leaveDates(now);

  // Every employee has a balance for every type, the administrator included (contract §5.5 #44).
  const employees = await db
    .selectFrom('employee')
    .select(['employeeId', 'employeeCode'])
    .orderBy('employeeId')
    .execute();
  const balances = new Map<string, Balance>();
  employees.forEach((emp, k) => {
    for (const t of LEAVE_TYPES) {
      const carryForward =
        t.leaveType === 'PLANNED' ? 4 + ((k * 5) % 9) : Math.min(2 + (k % 5), t.carryForwardLimit);
      balances.set(`${emp.employeeCode}:${t.leaveType}`, {
        accruedLeave: t.leavesPerMonth,
        usedLeave: 0,
        carryForward,
      });
    }
  });
  for (const l of leaves.filter((x) => x.status === 'APPROVED')) {
    const b = balances.get(`${l.code}:${l.type}`)!;
    const fromAccrued = Math.min(b.accruedLeave, l.days);
    b.accruedLeave -= fromAccrued;
    b.carryForward -= l.days - fromAccrued;
    b.usedLeave += l.days;
    if (b.carryForward < 0) throw new Error(`demo leave of ${l.code} exceeds the balance`);
  }
  const leaveTypeIds = new Map(
    (await db.selectFrom('leaveType').select(['leaveTypeId', 'leaveType']).execute()).map((r) => [
      r.leaveType as string,
      r.leaveTypeId as number,
    ]),
  );
  const month = ymd(now).slice(0, 7);
  await db
    .insertInto('leaveBalance')
    .values(
      employees.flatMap((emp) =>
        LEAVE_TYPES.map((t) => ({
          employeeId: emp.employeeId,
          leaveTypeId: leaveTypeIds.get(t.leaveType)!,
          ...balances.get(`${emp.employeeCode}:${t.leaveType}`)!,
          lastAccruedMonth: month,
        })),
      ),
    )
    .execute();

  await db
    .insertInto('leaveRequest')
    .values(
      leaves.map((l, n) => {
        // Planned leave is asked for ahead, sick leave on the morning itself; never in the future.
        let asked =
          l.type === 'SICK' ? addDays(l.start, 0, 8, 30 + n) : addDays(l.start, -9, 10, 15 + n);
        if (asked > now) asked = addDays(now, -1 - (n % 4), 11, 5 + n);
        return {
          employeeId: people.employeeIds.get(l.code)!,
          leaveType: l.type,
          startDate: ymd(l.start),
          endDate: ymd(l.end),
          numberOfDays: l.days,
          reason: l.reason,
          status: l.status,
          approverId: l.status === 'PENDING' ? null : managerOf.get(deptOf.get(l.code)!)!,
          createdAt: asked.toISOString(),
        };
      }),
    )
    .execute();
}

async function seedReviews(db: Db, people: People, now: Date) {
  await db
    .insertInto('performance')
    .values(
      REVIEWS.map((r, n) => ({
        employeeId: people.employeeIds.get(r.code)!,
        reviewerId: people.employeeIds.get(r.reviewer)!,
        reviewDate: formatLegacyDateTime(addDays(now, -r.daysAgo, 15, 10 + n * 2)),
        rating: r.rating,
        comment: r.comment,
      })),
    )
    .execute();
}

/** The last five working days before today (today is left open so anyone can clock in). */
async function seedAttendance(db: Db, people: People, now: Date) {
  const days: Date[] = [];
  for (let back = 1; days.length < 5; back++) {
    const d = addDays(now, -back);
    if (d.getDay() !== 0 && d.getDay() !== 6) days.push(d);
  }
  const onLeave = (code: string, day: string) =>
    leaveDates(now).some(
      (l) => l.code === code && l.status === 'APPROVED' && ymd(l.start) <= day && day <= ymd(l.end),
    );
  const rows = EMPLOYEES.filter((e) => e.dept === 'Engineering').flatMap((e, i) =>
    days
      .filter((d, j) => !onLeave(e.code, ymd(d)) && (i + j) % 7 !== 3)
      .map((d, j) => {
        const clockIn = addDays(d, 0, 9, 5 + ((i * 7 + j * 11) % 40));
        const clockOut = new Date(clockIn.getTime() + (9 * 60 + ((i * 13 + j * 5) % 50)) * 60_000);
        return {
          userId: people.userIds.get(e.code)!,
          date: ymd(d),
          clockInTime: localDateTime(clockIn),
          clockOutTime: localDateTime(clockOut),
          latitude: round6(ATTENDANCE_LOCATION.latitude + ((i % 3) - 1) * 0.0002),
          longitude: round6(ATTENDANCE_LOCATION.longitude + ((j % 3) - 1) * 0.0002),
          elevation: ATTENDANCE_LOCATION.elevation + ((i + j) % 3) - 1,
          attendanceMarked: true,
        };
      }),
  );
  if (rows.length) await db.insertInto('attendance').values(rows).execute();
}
