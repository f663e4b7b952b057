/**
 * The icons menu.json may name. An explicit map keeps the bundle to these few icons instead of the
 * whole @mui/icons-material package; a name missing here shows the folder icon.
 */
import AccessTime from '@mui/icons-material/AccessTime';
import AccountTree from '@mui/icons-material/AccountTree';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Api from '@mui/icons-material/Api';
import Apartment from '@mui/icons-material/Apartment';
import Business from '@mui/icons-material/Business';
import EventNote from '@mui/icons-material/EventNote';
import Folder from '@mui/icons-material/Folder';
import Insights from '@mui/icons-material/Insights';
import People from '@mui/icons-material/People';
import type { SvgIconComponent } from '@mui/icons-material';

const ICONS: Record<string, SvgIconComponent> = {
  AccessTime,
  AccountTree,
  AdminPanelSettings,
  Api,
  Apartment,
  Business,
  EventNote,
  Insights,
  People,
};

export const MenuIcon = ({ name }: { name?: string }) => {
  const Icon = (name && ICONS[name]) || Folder;
  return <Icon fontSize="small" />;
};
