/**
 * /api-docs: the API explorer for signed-in users. Fetches the OpenAPI document with the user's
 * token and lists every operation by tag, each with its privilege, parameters, schemas and "try it".
 * Rendered by the console itself, so it runs under the app's strict CSP in both themes.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../providers/errors.ts';
import { Breadcrumb } from '../schema/list/Breadcrumb.tsx';
import { fetchOpenApi, groupByTag, type OpenApiDoc } from './openapi.ts';
import { OperationPanel } from './OperationPanel.tsx';

function download(doc: OpenApiDoc) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }),
  );
  const a = document.createElement('a');
  a.href = url;
  a.download = 'openapi.json';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function ApiDocsPage() {
  const translate = useTranslate();
  const title = translate('charter.apiDocs.title');
  const [doc, setDoc] = useState<OpenApiDoc>();
  const [error, setError] = useState<string>();
  const [filter, setFilter] = useState('');
  useEffect(() => {
    let live = true;
    fetchOpenApi().then(
      (d) => live && setDoc(d),
      (e: unknown) => live && setError(errorMessage(e)),
    );
    return () => {
      live = false;
    };
  }, []);
  const groups = useMemo(() => (doc ? groupByTag(doc, filter) : []), [doc, filter]);

  return (
    <Box sx={{ pt: 2, minWidth: 0, maxWidth: '100%' }}>
      <Breadcrumb current={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {!doc && !error && (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }} aria-busy="true">
          <CircularProgress aria-label={translate('charter.apiDocs.loading')} />
        </Box>
      )}
      {doc && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {doc.info.title} {doc.info.version} · OpenAPI {doc.openapi}
          </Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
            <TextField
              size="small"
              label={translate('charter.apiDocs.filter_label')}
              placeholder={translate('charter.apiDocs.filter_placeholder')}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              sx={{ minWidth: { xs: '100%', sm: 280 } }}
            />
            <Button variant="outlined" onClick={() => download(doc)}>
              {translate('charter.apiDocs.download')}
            </Button>
          </Stack>
          {groups.length === 0 && <Typography>{translate('charter.apiDocs.no_match')}</Typography>}
          {groups.map((g) => (
            <Accordion key={g.name} slotProps={{ transition: { unmountOnExit: true } }}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography component="h2" variant="h6" sx={{ fontSize: 18 }}>
                  {g.name}
                </Typography>
                <Typography color="text.secondary" sx={{ ml: 1.5, alignSelf: 'center' }}>
                  {g.description && g.description !== g.name ? `${g.description} · ` : ''}
                  {translate('charter.apiDocs.operations', {
                    smart_count: g.operations.length,
                  })}
                </Typography>
              </AccordionSummary>
              <AccordionDetails sx={{ px: 1 }}>
                {g.operations.map((op) => (
                  <OperationPanel key={`${op.method} ${op.path}`} op={op} />
                ))}
              </AccordionDetails>
            </Accordion>
          ))}
        </>
      )}
    </Box>
  );
}
