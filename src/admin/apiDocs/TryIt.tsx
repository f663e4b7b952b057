/**
 * "Try it": the operation's path and query parameters and its body as inputs, sent with the
 * signed-in user's token; the answer's status and body are shown as they came. Multipart uploads
 * are described only: they need a file and are better tried from the screens that send them.
 */
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { getToken, signOut } from '../providers/session.ts';
import { bodySkeleton, buildUrl, type Operation } from './openapi.ts';
import { CodeBlock } from './SchemaBlock.tsx';

type Answer = { status: number; text: string } | { error: string };

const pretty = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

export function TryIt({ op }: { op: Operation }) {
  const content = op.requestBody?.content ?? {};
  const bodyType = Object.keys(content).find((t) => t !== 'multipart/form-data');
  const multipartOnly = !bodyType && 'multipart/form-data' in content;
  const [values, setValues] = useState<Record<string, string>>({});
  const [body, setBody] = useState(() =>
    bodyType === 'application/json' ? bodySkeleton(content[bodyType]?.schema) : '',
  );
  const [sending, setSending] = useState(false);
  // Set before the first await: a second click in the same frame sends nothing (issue #21 §3).
  const inFlight = useRef(false);
  const translate = useTranslate();
  const [answer, setAnswer] = useState<Answer>();
  const missing = (op.parameters ?? []).some((p) => p.required && !values[p.name]?.trim());

  const send = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setAnswer(undefined);
    try {
      const headers: Record<string, string> = { Accept: 'application/json' };
      const token = getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      if (bodyType) headers['Content-Type'] = bodyType;
      const res = await fetch(buildUrl(op, values), {
        method: op.method,
        headers,
        body: bodyType ? body : undefined,
      });
      setAnswer({ status: res.status, text: await res.text() });
      if (res.status === 401) signOut();
    } catch {
      setAnswer({ error: translate('charter.apiDocs.send_failed') });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <Box
      component="section"
      aria-label={translate('charter.apiDocs.try_label', { method: op.method, path: op.path })}
      sx={{ mt: 2 }}
    >
      <Typography variant="subtitle2" component="h4" gutterBottom>
        {translate('charter.apiDocs.try_it')}
      </Typography>
      {multipartOnly ? (
        <Alert severity="info">{translate('charter.apiDocs.multipart')}</Alert>
      ) : (
        <Stack spacing={1.5}>
          {op.method !== 'GET' && (
            <Typography variant="body2" color="text.secondary">
              {translate('charter.apiDocs.real_request')}
            </Typography>
          )}
          {(op.parameters ?? []).map((p) => (
            <TextField
              key={`${p.in}-${p.name}`}
              size="small"
              label={`${p.name} (${p.in})`}
              required={p.required}
              value={values[p.name] ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, [p.name]: e.target.value }))}
            />
          ))}
          {bodyType && (
            <TextField
              label={translate('charter.apiDocs.request_body_of', { type: bodyType })}
              multiline
              minRows={4}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              slotProps={{ htmlInput: { style: { fontFamily: 'monospace' }, spellCheck: false } }}
            />
          )}
          <Box>
            <Button
              variant="contained"
              onClick={send}
              disabled={sending || missing}
              startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {translate('charter.apiDocs.send')}
            </Button>
          </Box>
        </Stack>
      )}
      <Box aria-live="polite" sx={{ mt: answer ? 2 : 0 }}>
        {answer && 'error' in answer && <Alert severity="error">{answer.error}</Alert>}
        {answer && 'status' in answer && (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {translate('charter.apiDocs.status', { status: answer.status })}
            </Typography>
            {answer.text && (
              <CodeBlock
                text={pretty(answer.text)}
                label={translate('charter.apiDocs.response_body')}
              />
            )}
          </>
        )}
      </Box>
    </Box>
  );
}
