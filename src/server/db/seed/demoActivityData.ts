/**
 * What the demo people have done, as plain data: leave requests in every state and managers' reviews
 * of their reports, by employee code (demoData.ts re-exports them; demoActivity.ts dates and inserts
 * them). Dates are offsets from "today", so the demo always looks current.
 */

export type DemoLeave = {
  code: string;
  type: 'PLANNED' | 'SICK';
  /** Weeks from the Monday of the current week, the weekday (0 = Monday) and the number of weekdays. */
  week: number;
  day: number;
  days: number;
  status: 'PENDING' | 'APPROVED' | 'DECLINED';
  reason: string;
};

// prettier-ignore
const L = (code: string, type: DemoLeave['type'], week: number, day: number, days: number, status: DemoLeave['status'], reason: string): DemoLeave =>
  ({ code, type, week, day, days, status, reason });

/** At most a few per person, never overlapping; a week never runs past Friday. */
// prettier-ignore
export const LEAVES: DemoLeave[] = [
  L('NW002', 'PLANNED', -3, 1, 3, 'APPROVED', 'Family function in Mysuru.'),
  L('NW002', 'PLANNED', 1, 0, 5, 'DECLINED', 'Trip to Goa with college friends.'),
  L('NW002', 'PLANNED', 3, 0, 2, 'PENDING', "Sister's engagement ceremony in Nagpur."),
  L('NW004', 'PLANNED', 2, 0, 5, 'PENDING', 'Family vacation in Kerala.'),
  L('NW003', 'SICK', -1, 3, 2, 'APPROVED', 'Viral fever, doctor advised rest.'),
  L('NW003', 'PLANNED', 1, 3, 2, 'PENDING', 'Long weekend trip to Coorg.'),
  L('NW005', 'PLANNED', -2, 0, 2, 'DECLINED', 'Personal work.'),
  L('NW005', 'PLANNED', 4, 1, 3, 'PENDING', 'Moving to a new flat in HSR Layout.'),
  L('NW006', 'PLANNED', 0, 0, 5, 'APPROVED', 'Annual vacation, travelling to Ladakh.'),
  L('NW007', 'SICK', -1, 0, 1, 'APPROVED', 'Dental procedure.'),
  L('NW008', 'PLANNED', 1, 1, 1, 'PENDING', 'Passport appointment.'),
  L('NW001', 'PLANNED', 5, 0, 5, 'PENDING', 'Family vacation in Himachal Pradesh.'),
  L('NW010', 'PLANNED', -4, 2, 3, 'APPROVED', 'Visiting grandparents in Hubballi.'),
  L('NW010', 'PLANNED', 2, 2, 2, 'PENDING', "Attending a friend's wedding in Chennai."),
  L('NW011', 'SICK', -2, 4, 1, 'APPROVED', 'Migraine.'),
  L('NW012', 'PLANNED', 1, 0, 3, 'DECLINED', 'Visiting parents in Udupi.'),
  L('NW014', 'PLANNED', -1, 0, 5, 'APPROVED', 'Family trip to Rajasthan.'),
  L('NW015', 'PLANNED', 3, 2, 3, 'PENDING', 'Housewarming ceremony at home.'),
  L('NW016', 'SICK', -3, 1, 2, 'APPROVED', 'Recovering from the flu.'),
  L('NW017', 'PLANNED', 4, 0, 3, 'PENDING', "Daughter's school annual day and a short trip."),
  L('NW018', 'PLANNED', 2, 0, 4, 'PENDING', "Cousin's wedding in Jaipur."),
  L('NW019', 'PLANNED', -2, 1, 2, 'DECLINED', 'Personal errands.'),
  L('NW019', 'PLANNED', 6, 0, 5, 'PENDING', 'Trek in the Sahyadris.'),
  L('NW020', 'PLANNED', -1, 3, 2, 'APPROVED', 'Bank and property registration work.'),
  L('NW023', 'SICK', -1, 1, 2, 'APPROVED', 'Food poisoning.'),
  L('NW024', 'PLANNED', 1, 2, 3, 'PENDING', 'Visiting family in Kolkata.'),
  L('NW025', 'PLANNED', -3, 0, 5, 'APPROVED', 'Vacation in Sikkim.'),
  L('NW026', 'PLANNED', 2, 3, 2, 'DECLINED', "Friend's wedding in Mangaluru."),
  L('NW028', 'PLANNED', 1, 0, 2, 'PENDING', 'Renewing driving licence and personal work.'),
  L('NW029', 'SICK', -2, 2, 2, 'APPROVED', 'Back pain, doctor advised rest.'),
  L('NW030', 'PLANNED', -1, 4, 1, 'DECLINED', 'Personal work.'),
  L('NW030', 'PLANNED', 3, 0, 5, 'APPROVED', 'Europe trip booked months ago.'),
  L('NW031', 'PLANNED', 2, 1, 2, 'APPROVED', 'Village festival in Gorakhpur.'),
];

export type DemoReview = {
  reviewer: string;
  code: string;
  rating: 'VERY_POOR' | 'POOR' | 'FAIR' | 'GOOD' | 'EXCELLENT';
  daysAgo: number;
  comment: string;
};

// prettier-ignore
const R = (reviewer: string, code: string, rating: DemoReview['rating'], daysAgo: number, comment: string): DemoReview =>
  ({ reviewer, code, rating, daysAgo, comment });

/** Written by each department's manager about direct reports; some reports are left for the demo. */
// prettier-ignore
export const REVIEWS: DemoReview[] = [
  R('NW001', 'NW003', 'EXCELLENT', 20, 'Led the move of the order service to PostgreSQL with no downtime, and mentors the juniors generously.'),
  R('NW001', 'NW002', 'GOOD', 35, 'Delivers reliable features on the inventory module. Should speak up more in design reviews.'),
  R('NW001', 'NW005', 'FAIR', 12, 'Test coverage improved, but regression cycles still slip. Automating the smoke suite is the next goal.'),
  R('NW001', 'NW004', 'GOOD', 50, 'Picked up the React codebase quickly and shipped the new catalogue filters on time.'),
  R('NW009', 'NW010', 'GOOD', 28, 'Handled the onboarding of the Pune sales team smoothly.'),
  R('NW009', 'NW011', 'EXCELLENT', 16, 'Closed eleven positions this quarter with strong candidate feedback.'),
  R('NW013', 'NW014', 'EXCELLENT', 40, 'GST returns filed early every month; the audit found no exceptions.'),
  R('NW013', 'NW015', 'FAIR', 9, 'Accurate work but needs closer follow-up on vendor reconciliations.'),
  R('NW017', 'NW018', 'GOOD', 22, 'Grew the Pune retail accounts by fifteen percent.'),
  R('NW017', 'NW019', 'POOR', 14, 'Missed the quarterly target by a wide margin; pipeline hygiene in Salesforce needs work.'),
  R('NW017', 'NW020', 'EXCELLENT', 45, 'Signed two regional supermarket chains; a role model for the team.'),
  R('NW022', 'NW023', 'GOOD', 30, 'Consistently high customer satisfaction scores on the support queue.'),
  R('NW022', 'NW024', 'FAIR', 18, 'Friendly and thorough, but ticket resolution times are above the team average.'),
  R('NW022', 'NW026', 'POOR', 7, 'Several escalations this month were not followed up. Agreed an improvement plan.'),
  R('NW027', 'NW029', 'GOOD', 26, 'Warehouse stock accuracy held above ninety nine percent through the festive rush.'),
  R('NW027', 'NW031', 'VERY_POOR', 10, 'Repeated delays on facility maintenance tickets and missed vendor visits. Discussed expectations in detail.'),
  R('NW027', 'NW028', 'EXCELLENT', 55, 'Re-planned delivery routes and cut fuel costs noticeably.'),
];
