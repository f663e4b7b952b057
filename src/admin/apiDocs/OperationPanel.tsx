/**
 * One operation of the explorer: method and path as the heading; opened, who may call it, its
 * parameters, request body and answers with their schemas, then "try it". Details mount only when
 * opened, so a long document stays quick.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Operation } from './openapi.ts';
import { SchemaBlock } from './SchemaBlock.tsx';
import { TryIt } from './TryIt.tsx';

const METHOD_COLOR = {
  GET: 'info',
  POST: 'success',
  PUT: 'warning',
  PATCH: 'warning',
  DELETE: 'error',
} as const;

const typeOf = (schema: Record<string, unknown> | undefined) =>
  [schema?.type].flat().filter(Boolean).join(' | ') || 'any';

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle2" component="h4" sx={{ mt: 2, mb: 0.5 }}>
      {children}
    </Typography>
  );
}

export function OperationPanel({ op }: { op: Operation }) {
  const translate = useTranslate();
  const color = METHOD_COLOR[op.method as keyof typeof METHOD_COLOR] ?? 'default';
  const who =
    op['x-privilege'] ??
    translate(op['x-access'] === 'public' ? 'charter.apiDocs.public' : 'charter.apiDocs.signed_in');
  return (
    <Accordion disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${op.operationId}-details`}>
        <Box
          sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}
        >
          <Chip
            label={op.method}
            color={color}
            size="small"
            sx={{ minWidth: 64, fontWeight: 700 }}
          />
          <Typography component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {op.path}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {op.summary}
          </Typography>
          <Chip label={who} size="small" variant="outlined" />
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${op.operationId}-details`}>
        {op.description?.split('\n\n').map((p) => (
          <Typography key={p} variant="body2" sx={{ mb: 1 }}>
            {p}
          </Typography>
        ))}
        {op.parameters?.length ? (
          <>
            <Heading>{translate('charter.apiDocs.parameters')}</Heading>
            {/* Four columns of names: on a phone the table scrolls sideways, not the page. */}
            <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
              <Table size="small" aria-label={translate('charter.apiDocs.parameters')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('charter.apiDocs.column_name')}</TableCell>
                    <TableCell>{translate('charter.apiDocs.column_in')}</TableCell>
                    <TableCell>{translate('charter.apiDocs.column_type')}</TableCell>
                    <TableCell>{translate('charter.apiDocs.column_required')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {op.parameters.map((p) => (
                    <TableRow key={`${p.in}-${p.name}`}>
                      <TableCell sx={{ fontFamily: 'monospace' }}>{p.name}</TableCell>
                      <TableCell>{p.in}</TableCell>
                      <TableCell>{typeOf(p.schema)}</TableCell>
                      <TableCell>
                        {translate(p.required ? 'charter.apiDocs.yes' : 'charter.apiDocs.no')}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </>
        ) : null}
        {op.requestBody && (
          <>
            <Heading>{translate('charter.apiDocs.request_body')}</Heading>
            {Object.entries(op.requestBody.content).map(([type, media]) => (
              <Box key={type} sx={{ mb: 1 }}>
                <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                  {type}
                </Typography>
                <SchemaBlock
                  schema={media.schema}
                  label={translate('charter.apiDocs.schema_of', { what: type })}
                />
              </Box>
            ))}
          </>
        )}
        <Heading>{translate('charter.apiDocs.responses')}</Heading>
        {Object.entries(op.responses).map(([status, r]) => (
          <Box key={status} sx={{ mb: 1 }}>
            <Typography variant="body2">
              <strong>{status}</strong> {r.description}
            </Typography>
            {r.content?.['application/json']?.schema && (
              <SchemaBlock
                schema={r.content['application/json'].schema}
                label={translate('charter.apiDocs.schema_of', { what: status })}
              />
            )}
          </Box>
        ))}
        <TryIt op={op} />
      </AccordionDetails>
    </Accordion>
  );
}
