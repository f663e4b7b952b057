/**
 * The demo company as plain data: Northwind Traders, three offices, six departments and 31 people.
 * Nothing here is random; dates are offsets from "today" (demo.ts turns them into dates) so the demo
 * always looks current. Every value obeys its schema's rules (names letters only, codes without
 * hyphens, 10-digit phone numbers, IFSC and PAN formats): the seed writes rows past the validator.
 */

export const ORGANIZATION = {
  organizationName: 'Northwind Traders',
  organizationDescription:
    'Wholesale distributor of packaged foods, beverages and household goods to retailers and ' +
    'restaurants across South and West India, headquartered in Bengaluru.',
  attributes: { Industry: 'Wholesale distribution', Headquarters: 'Bengaluru', Founded: '2009' },
};

export const ATTRIBUTE_KEYS = {
  organizationAttribute: ['Industry', 'Headquarters', 'Founded'],
  branchAttribute: ['City', 'Office Phone'],
  departmentAttribute: ['Cost Centre'],
  employeeAttribute: ['Blood Group'],
};

export type Locality = { name: string; zip: string };
export type Office = {
  branchName: string;
  city: string;
  state: string;
  phone: string;
  localities: Locality[];
};

export const OFFICES: Office[] = [
  {
    branchName: 'Bengaluru Office',
    city: 'Bengaluru',
    state: 'Karnataka',
    phone: '08041527700',
    localities: [
      { name: 'Koramangala', zip: '560034' },
      { name: 'Indiranagar', zip: '560038' },
      { name: 'Jayanagar', zip: '560041' },
      { name: 'HSR Layout', zip: '560102' },
      { name: 'Whitefield', zip: '560066' },
      { name: 'Malleshwaram', zip: '560003' },
    ],
  },
  {
    branchName: 'Pune Office',
    city: 'Pune',
    state: 'Maharashtra',
    phone: '02067249100',
    localities: [
      { name: 'Kothrud', zip: '411038' },
      { name: 'Baner', zip: '411045' },
      { name: 'Aundh', zip: '411007' },
      { name: 'Viman Nagar', zip: '411014' },
    ],
  },
  {
    branchName: 'Hyderabad Office',
    city: 'Hyderabad',
    state: 'Telangana',
    phone: '04048213300',
    localities: [
      { name: 'Gachibowli', zip: '500032' },
      { name: 'Madhapur', zip: '500081' },
      { name: 'Banjara Hills', zip: '500034' },
    ],
  },
];

export type DemoDepartment = {
  department: string;
  description: string;
  office: string;
  costCentre: string;
};

/** Descriptions stay within the schema's 5–50 characters. */
// prettier-ignore
export const DEPARTMENTS: DemoDepartment[] = [
  { department: 'Engineering', description: 'Builds and runs the ordering platform', office: 'Bengaluru Office', costCentre: 'CC 110' },
  { department: 'Human Resources', description: 'Hiring, people operations and payroll', office: 'Bengaluru Office', costCentre: 'CC 120' },
  { department: 'Finance', description: 'Accounts, treasury and statutory filings', office: 'Bengaluru Office', costCentre: 'CC 130' },
  { department: 'Sales', description: 'Retail chains and distributor partnerships', office: 'Pune Office', costCentre: 'CC 210' },
  { department: 'Customer Success', description: 'Onboarding and support for trade customers', office: 'Pune Office', costCentre: 'CC 220' },
  { department: 'Operations', description: 'Warehousing, logistics and procurement', office: 'Hyderabad Office', costCentre: 'CC 310' },
];

export const BANKS = [
  { bankName: 'State Bank of India', ifscPrefix: 'SBIN' },
  { bankName: 'HDFC Bank', ifscPrefix: 'HDFC' },
  { bankName: 'Axis Bank', ifscPrefix: 'UTIB' },
  { bankName: 'Jammu and Kashmir Bank', ifscPrefix: 'JAKA' },
];

export const RELATIONSHIPS = ['Father', 'Mother', 'Spouse', 'Brother', 'Sister'];
export const BLOOD_GROUPS = ['O+', 'B+', 'A+', 'AB+', 'O-', 'B-'];
// prettier-ignore
export const BUILDINGS = ['Sai Residency', 'Prestige Lakeside', 'Green Meadows', 'Shanti Nivas', 'Lotus Apartments', 'Sobha Garden'];

export type DemoEmployee = {
  code: string;
  first: string;
  last: string;
  gender: 'MALE' | 'FEMALE';
  dept: string;
  position: string;
  designations: string[];
  skills: string[];
  dob: string;
  /** Tenure in months before today. */
  joined: number;
  salary: number;
  manager?: true;
  login?: 'Manager' | 'Employee';
};

// prettier-ignore
const E = (
  code: string, first: string, last: string, gender: 'MALE' | 'FEMALE', dept: string,
  position: string, designations: string[], skills: string[], dob: string, joined: number,
  salary: number, extra: Partial<DemoEmployee> = {},
): DemoEmployee => ({ code, first, last, gender, dept, position, designations, skills, dob, joined, salary, ...extra });

// prettier-ignore
export const EMPLOYEES: DemoEmployee[] = [
  E('NW001', 'Priya', 'Sharma', 'FEMALE', 'Engineering', 'Engineering Manager', ['Engineering Manager'], ['TypeScript', 'System Design', 'PostgreSQL'], '1986-04-12', 74, 3600000, { manager: true, login: 'Manager' }),
  E('NW002', 'Arjun', 'Mehta', 'MALE', 'Engineering', 'Software Engineer', ['Software Engineer'], ['TypeScript', 'React', 'Node.js'], '1996-09-03', 26, 1450000, { login: 'Employee' }),
  E('NW003', 'Karthik', 'Subramanian', 'MALE', 'Engineering', 'Senior Software Engineer', ['Senior Software Engineer', 'Team Lead'], ['Java', 'PostgreSQL', 'System Design'], '1990-01-22', 58, 2650000),
  E('NW004', 'Sneha', 'Kulkarni', 'FEMALE', 'Engineering', 'Software Engineer', ['Software Engineer'], ['React', 'TypeScript'], '1997-06-15', 18, 1300000),
  E('NW005', 'Rohan', 'Deshpande', 'MALE', 'Engineering', 'QA Engineer', ['QA Engineer'], ['Test Automation', 'Playwright'], '1994-11-08', 33, 1150000),
  E('NW006', 'Ananya', 'Krishnan', 'FEMALE', 'Engineering', 'Senior Software Engineer', ['Senior Software Engineer'], ['Node.js', 'PostgreSQL', 'Kubernetes'], '1991-03-30', 47, 2450000),
  E('NW007', 'Vikram', 'Reddy', 'MALE', 'Engineering', 'DevOps Engineer', ['DevOps Engineer'], ['Kubernetes', 'AWS', 'Linux'], '1992-08-19', 40, 2100000),
  E('NW008', 'Meera', 'Nair', 'FEMALE', 'Engineering', 'Software Engineer', ['Software Engineer'], ['React', 'Node.js'], '1998-12-02', 9, 1200000),
  E('NW009', 'Kavita', 'Joshi', 'FEMALE', 'Human Resources', 'HR Manager', ['HR Manager'], ['Recruitment', 'Employee Relations', 'Labour Law'], '1984-07-25', 96, 2400000, { manager: true }),
  E('NW010', 'Siddharth', 'Rao', 'MALE', 'Human Resources', 'HR Executive', ['HR Executive'], ['Employee Relations', 'Excel'], '1995-02-14', 29, 850000),
  E('NW011', 'Pooja', 'Iyer', 'FEMALE', 'Human Resources', 'Talent Acquisition Specialist', ['Talent Acquisition Specialist'], ['Recruitment', 'Interviewing'], '1993-10-05', 37, 950000),
  E('NW012', 'Nikhil', 'Bhat', 'MALE', 'Human Resources', 'Payroll Executive', ['Payroll Executive'], ['Payroll', 'Excel', 'Tally'], '1996-05-21', 21, 780000),
  E('NW013', 'Suresh', 'Venkataraman', 'MALE', 'Finance', 'Finance Manager', ['Finance Manager'], ['GST Compliance', 'Financial Planning', 'Tally'], '1982-12-11', 110, 3200000, { manager: true }),
  E('NW014', 'Divya', 'Menon', 'FEMALE', 'Finance', 'Accountant', ['Accountant'], ['Tally', 'GST Compliance', 'Excel'], '1992-04-09', 52, 1050000),
  E('NW015', 'Manoj', 'Pillai', 'MALE', 'Finance', 'Accounts Executive', ['Accounts Executive'], ['Tally', 'Excel'], '1997-08-27', 15, 720000),
  E('NW016', 'Lakshmi', 'Narayanan', 'FEMALE', 'Finance', 'Financial Analyst', ['Financial Analyst'], ['Financial Planning', 'Excel', 'Power BI'], '1994-01-17', 31, 1350000),
  E('NW017', 'Amit', 'Patil', 'MALE', 'Sales', 'Sales Manager', ['Sales Manager'], ['Negotiation', 'Key Account Management', 'Salesforce'], '1985-09-02', 88, 2900000, { manager: true }),
  E('NW018', 'Neha', 'Gupta', 'FEMALE', 'Sales', 'Account Executive', ['Account Executive'], ['Salesforce', 'Negotiation'], '1995-03-12', 24, 980000),
  E('NW019', 'Rahul', 'Jadhav', 'MALE', 'Sales', 'Account Executive', ['Account Executive'], ['Salesforce', 'Cold Calling'], '1996-07-07', 13, 900000),
  E('NW020', 'Shruti', 'Apte', 'FEMALE', 'Sales', 'Business Development Manager', ['Business Development Manager'], ['Key Account Management', 'Negotiation', 'Public Speaking'], '1990-11-23', 45, 1800000),
  E('NW021', 'Aditya', 'Chavan', 'MALE', 'Sales', 'Sales Coordinator', ['Sales Coordinator'], ['Excel', 'Salesforce'], '1999-02-18', 7, 620000),
  E('NW022', 'Farah', 'Sheikh', 'FEMALE', 'Customer Success', 'Customer Success Manager', ['Customer Success Manager'], ['Customer Support', 'Zendesk', 'Public Speaking'], '1988-06-29', 63, 2200000, { manager: true }),
  E('NW023', 'Gaurav', 'Kale', 'MALE', 'Customer Success', 'Support Specialist', ['Support Specialist'], ['Zendesk', 'Customer Support'], '1997-01-04', 19, 700000),
  E('NW024', 'Ishita', 'Banerjee', 'FEMALE', 'Customer Success', 'Support Specialist', ['Support Specialist'], ['Customer Support', 'Hindi', 'Bengali'], '1998-04-16', 11, 680000),
  E('NW025', 'Tanvi', 'Gokhale', 'FEMALE', 'Customer Success', 'Onboarding Specialist', ['Onboarding Specialist'], ['Customer Support', 'Public Speaking'], '1994-09-10', 28, 860000),
  E('NW026', 'Harish', 'Shetty', 'MALE', 'Customer Success', 'Support Specialist', ['Support Specialist'], ['Zendesk', 'Kannada'], '1993-05-28', 35, 740000),
  E('NW027', 'Ramesh', 'Choudhary', 'MALE', 'Operations', 'Operations Manager', ['Operations Manager'], ['Supply Chain', 'Vendor Management', 'SAP'], '1981-10-14', 120, 2800000, { manager: true }),
  E('NW028', 'Swati', 'Agarwal', 'FEMALE', 'Operations', 'Logistics Coordinator', ['Logistics Coordinator'], ['Supply Chain', 'Excel'], '1995-12-19', 22, 820000),
  E('NW029', 'Imran', 'Qureshi', 'MALE', 'Operations', 'Warehouse Supervisor', ['Warehouse Supervisor', 'Team Lead'], ['Inventory Control', 'SAP', 'Telugu'], '1989-03-06', 57, 950000),
  E('NW030', 'Deepa', 'Raghavan', 'FEMALE', 'Operations', 'Procurement Executive', ['Procurement Executive'], ['Vendor Management', 'Negotiation'], '1993-07-31', 30, 880000),
  E('NW031', 'Sanjay', 'Yadav', 'MALE', 'Operations', 'Facilities Executive', ['Facilities Executive'], ['Facilities Management'], '1991-09-15', 16, 600000),
];

export { LEAVE_TYPES } from './leaveTypes.ts';

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

/** The Bengaluru office, where the attendance geofence is centred. */
export const ATTENDANCE_LOCATION = {
  attendanceLocation: 'Bengaluru Office',
  latitude: 12.9352,
  longitude: 77.6245,
  elevation: 910,
};

export const SHIFT_DURATION = 'PT9H';
