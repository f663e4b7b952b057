/**
 * A card per menu group the user may open, with a link to each of its entries. On phones each link
 * is a 44 px row, so a thumb hits the one it aims at (issue #21 §1). Labels are the side menu's,
 * in the user's language (issue #21 §2).
 */
import { Box, Card, CardActionArea, CardContent, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { TOUCH_TARGET } from '../../src/admin/theme.ts';
import { useMenuLabel, type MenuGroup } from '../../src/admin/layout/menu.ts';
import { MenuIcon } from '../../src/admin/layout/menuIcons.tsx';

export const SectionCards = ({ groups }: { groups: MenuGroup[] }) => {
  const translate = useTranslate();
  // The side menu's words, in the user's language.
  const label = useMenuLabel();
  return (
    <Box
      component="ul"
      aria-label={translate('charter.dashboard.sections')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
      }}
    >
      {groups.map((group) => (
        <Card
          component="li"
          key={group.id}
          variant="outlined"
          sx={{ display: 'flex', flexDirection: 'column' }}
        >
          <CardActionArea
            component={RouterLink}
            to={group.items[0].route}
            sx={{ p: 2, display: 'flex', justifyContent: 'flex-start', gap: 1.5 }}
          >
            <Box sx={{ color: 'primary.main', display: 'flex' }}>
              <MenuIcon name={group.icon} />
            </Box>
            <Typography variant="h6" component="h2">
              {label(group)}
            </Typography>
          </CardActionArea>
          <CardContent sx={{ pt: 0 }}>
            <Stack spacing={0.5}>
              {group.items.map((item) => (
                <Link
                  key={item.route + item.label}
                  component={RouterLink}
                  to={item.route}
                  variant="body2"
                  underline="hover"
                  sx={{
                    display: { xs: 'flex', md: 'inline' },
                    alignItems: 'center',
                    minHeight: { xs: TOUCH_TARGET, md: 0 },
                  }}
                >
                  {label(item)}
                </Link>
              ))}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};
