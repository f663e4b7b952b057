/**
 * The icons menu.json may name, one import each: an explicit map keeps the bundle to these few
 * instead of the whole @mui/icons-material package. Typed by the shared list (src/shared/menuIcons.ts),
 * which the server checks menu.json against at start: a name missing here or there is a compile
 * error, so every name the check accepts has an icon. A group without an icon shows the folder.
 */
import AccessTime from '@mui/icons-material/AccessTime';
import AccountTree from '@mui/icons-material/AccountTree';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Api from '@mui/icons-material/Api';
import Apartment from '@mui/icons-material/Apartment';
import Assessment from '@mui/icons-material/Assessment';
import Badge from '@mui/icons-material/Badge';
import Business from '@mui/icons-material/Business';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import EventNote from '@mui/icons-material/EventNote';
import Folder from '@mui/icons-material/Folder';
import Groups from '@mui/icons-material/Groups';
import Insights from '@mui/icons-material/Insights';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import School from '@mui/icons-material/School';
import Settings from '@mui/icons-material/Settings';
import Work from '@mui/icons-material/Work';
import type { SvgIconComponent } from '@mui/icons-material';
import { isMenuIcon, type MenuIconName } from '../../shared/menuIcons.ts';

const ICONS: Record<MenuIconName, SvgIconComponent> = {
  AccessTime,
  AccountTree,
  AdminPanelSettings,
  Api,
  Apartment,
  Assessment,
  Badge,
  Business,
  CalendarMonth,
  Dashboard,
  Description,
  EventNote,
  Folder,
  Groups,
  Insights,
  Payments,
  People,
  Person,
  School,
  Settings,
  Work,
};

export const MenuIcon = ({ name }: { name?: string }) => {
  // The server refuses to start with an unknown name; the folder covers a group with none.
  const Icon = name && isMenuIcon(name) ? ICONS[name] : Folder;
  return <Icon fontSize="small" />;
};
