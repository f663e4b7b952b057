/**
 * The side bar: collapsible groups of the menu the server sent for this user (useMenu.ts; it is
 * already filtered by role and privileges). Group headers are buttons with aria-expanded; the
 * current route is highlighted (an edit screen highlights the list it belongs to, see menuEntry.ts).
 * While the menu loads, grey placeholder rows hold its place; if it cannot be loaded, a sentence
 * and a button to ask again.
 */
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { groupOfRoute, useMenuLabel, type MenuGroup } from './menu.ts';
import { useCurrentMenuRoute } from './menuEntry.ts';
import { MenuIcon } from './menuIcons.tsx';
import { MenuFailed, MenuLoading } from './MenuStatus.tsx';
import { useMenu } from './useMenu.ts';

export const SideMenu = ({ onNavigate }: { onNavigate?: () => void }) => {
  const menu = useMenu();
  if (menu.status === 'loading') return <MenuLoading />;
  if (menu.status === 'failed') return <MenuFailed onRetry={menu.retry} />;
  return <MenuGroups groups={menu.groups} onNavigate={onNavigate} />;
};

const MenuGroups = ({ groups, onNavigate }: { groups: MenuGroup[]; onNavigate?: () => void }) => {
  const pathname = useCurrentMenuRoute(useLocation().pathname);
  const current = groupOfRoute(groups, pathname);
  const [open, setOpen] = useState<Set<string>>(() => new Set(current ? [current] : []));

  useEffect(() => {
    if (current) setOpen((was) => (was.has(current) ? was : new Set(was).add(current)));
  }, [current]);

  const toggle = (id: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <List component="div" dense disablePadding sx={{ py: 1 }}>
      {groups.map((group) => (
        <MenuGroupEntry
          key={group.id}
          group={group}
          open={open.has(group.id)}
          active={group.id === current}
          pathname={pathname}
          onToggle={() => toggle(group.id)}
          onNavigate={onNavigate}
        />
      ))}
    </List>
  );
};

type EntryProps = {
  group: MenuGroup;
  open: boolean;
  active: boolean;
  pathname: string;
  onToggle: () => void;
  onNavigate?: () => void;
};

const MenuGroupEntry = ({ group, open, active, pathname, onToggle, onNavigate }: EntryProps) => {
  const listId = `menu-group-${group.id}`;
  const label = useMenuLabel();
  return (
    <>
      <ListItemButton
        component="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
        sx={{ width: '100%' }}
      >
        <ListItemIcon sx={{ minWidth: 36, color: active ? 'primary.main' : 'text.secondary' }}>
          <MenuIcon name={group.icon} />
        </ListItemIcon>
        <ListItemText
          primary={label(group)}
          slotProps={{ primary: { sx: { fontWeight: active ? 600 : 500 } } }}
        />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List component="div" id={listId} dense disablePadding>
          {group.items.map((item) => {
            const selected = item.route === pathname;
            return (
              <ListItemButton
                key={item.route + item.label}
                component={Link}
                to={item.route}
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                onClick={onNavigate}
                sx={{ pl: 6.5 }}
              >
                <ListItemText primary={label(item)} />
              </ListItemButton>
            );
          })}
        </List>
      </Collapse>
    </>
  );
};
