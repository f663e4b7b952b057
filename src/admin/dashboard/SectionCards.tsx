/** A card per menu group the user may open, with a link to each of its entries. */
import { Box, Card, CardActionArea, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { visibleMenu } from '../layout/menu.ts';
import { MenuIcon } from '../layout/menuIcons.tsx';

type Groups = ReturnType<typeof visibleMenu>;

export const SectionCards = ({ groups }: { groups: Groups }) => (
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
);
