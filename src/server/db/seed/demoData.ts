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
export { LEAVES, REVIEWS, type DemoLeave, type DemoReview } from './demoActivityData.ts';

/** The Bengaluru office, where the attendance geofence is centred. */
export const ATTENDANCE_LOCATION = {
  attendanceLocation: 'Bengaluru Office',
  latitude: 12.9352,
  longitude: 77.6245,
  elevation: 910,
};

export const SHIFT_DURATION = 'PT9H';
