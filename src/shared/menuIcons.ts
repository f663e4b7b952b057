/**
 * The icon names resources/menu.json may give a group: exactly the icons the console ships
 * (src/admin/layout/menuIcons.tsx maps each to its MUI icon, and its map is typed by this list, so
 * the two cannot drift apart). A name outside it is an error at server start and in `npm run
 * generate`; adding one is a code change (an import in menuIcons.tsx), since an icon is code.
 */
export const MENU_ICONS = [
  'AccessTime',
  'AccountTree',
  'AdminPanelSettings',
  'Api',
  'Apartment',
  'Assessment',
  'Badge',
  'Business',
  'CalendarMonth',
  'Dashboard',
  'Description',
  'EventNote',
  'Folder',
  'Groups',
  'Insights',
  'Payments',
  'People',
  'Person',
  'School',
  'Settings',
  'Work',
] as const;

export type MenuIconName = (typeof MENU_ICONS)[number];

const known = new Set<string>(MENU_ICONS);
export const isMenuIcon = (name: string): name is MenuIconName => known.has(name);
