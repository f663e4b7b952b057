/**
 * / : a calm welcome with the signed-in person's name and role, and a card per menu group they may
 * open. The attendance card comes with the attendance screens (spec part 2).
 */
import { Box, Card, CardActionArea, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { menuConfig, visibleMenu } from '../layout/menu.ts';
import { MenuIcon } from '../layout/menuIcons.tsx';
import { fullNameOf, privilegesOf, roleNameOf, useSessionUser } from '../providers/session.ts';

export const Dashboard = () => {
  const user = useSessionUser();
  const name = fullNameOf(user);
  const role = roleNameOf(user);
  const groups = visibleMenu(menuConfig, role, privilegesOf(user));

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {name ? `Welcome, ${name}` : 'Welcome'}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {role ? `Signed in as ${role}` : 'Your account has no role yet; ask your HR administrator.'}
      </Typography>
      {groups.length === 0 ? (
        <Typography color="text.secondary">
          There is nothing in the menu for your role yet.
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Sections"
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
                  {group.label}
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
                    >
                      {item.label}
                    </Link>
                  ))}
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
};
