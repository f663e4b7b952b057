/**
 * One read-only section of the employee info page: a titled card of label/value pairs in a grid.
 * A missing value shows the spec's 'Add <field>' prompt: a link to the employee wizard for a user
 * who may edit employees, plain secondary text for everyone else. While loading, every value is a
 * skeleton of the text's height so nothing moves when the data arrives. On a phone the grid is one
 * column and long values wrap, so the page is never wider than the screen.
 */
import { Box, Link, Paper, Skeleton, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export type InfoField = {
  label: string;
  value: ReactNode | null | undefined;
  /** A sensitive value the caller may not read: 'Hidden' instead of an 'Add <field>' prompt. */
  hidden?: boolean;
};

type Props = {
  title: string;
  fields: InfoField[];
  loading?: boolean;
  /** Where an 'Add <field>' prompt leads; plain text when absent. */
  editHref?: string | null;
};

const missing = (value: InfoField['value']) =>
  value == null || (typeof value === 'string' && value.trim() === '');

function Prompt({ label, editHref }: { label: string; editHref?: string | null }) {
  const text = useTranslate()('charter.employees.info.add_field', { field: label });
  return editHref ? (
    <Link component={RouterLink} to={editHref} underline="hover">
      {text}
    </Link>
  ) : (
    <Typography component="span" color="text.secondary" sx={{ fontStyle: 'italic' }}>
      {text}
    </Typography>
  );
}

export function InfoSection({ title, fields, loading, editHref }: Props) {
  const id = useId();
  const translate = useTranslate();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}
    >
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {fields.map((field) => (
          <Box key={field.label} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {field.label}
            </Typography>
            <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {loading ? (
                <Skeleton width="70%" />
              ) : missing(field.value) && field.hidden ? (
                <Typography component="span" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                  {translate('charter.employees.info.hidden')}
                </Typography>
              ) : missing(field.value) ? (
                <Prompt label={field.label} editHref={editHref} />
              ) : (
                field.value
              )}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
