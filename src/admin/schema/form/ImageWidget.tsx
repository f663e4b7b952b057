/**
 * x-form `image`: the organisation logo. Picks a JPEG or PNG of at most the declared size (the spec's
 * words otherwise), previews it, and in edit mode removes the stored one. The file itself travels
 * outside the JSON form data (formContext.setUpload); the value stays the stored logo's URL, or null
 * once removed. The server checks the bytes again.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Avatar, Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FormFieldHint } from '../../../shared/dialect.ts';
import { formContextOf } from './context.ts';
import { refuseImage } from './imageFile.ts';

type Hint = Extract<FormFieldHint, { widget: 'image' }>;

export function ImageWidget(props: WidgetProps) {
  const { id, value, onChange, options, label, registry, disabled } = props;
  const hint = options as unknown as Hint;
  const translate = useTranslate();
  const context = formContextOf(registry);
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setPreview(undefined);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    const refused = refuseImage(picked, hint);
    setProblem(refused);
    if (refused) return;
    setFile(picked);
    context.setUpload({ file: picked, remove: false });
  };

  const remove = () => {
    setFile(undefined);
    setProblem(undefined);
    // Removing the stored logo is an explicit choice: only then is the remove flag sent.
    const stored = typeof value === 'string' && value !== '';
    context.setUpload({ remove: stored || context.mode === 'edit' });
    onChange(null);
  };

  const shown = preview ?? (typeof value === 'string' && value ? value : undefined);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={shown}
          alt={shown ? translate('charter.schema.form.logo_preview') : undefined}
          variant="rounded"
          sx={{ width: 64, height: 64 }}
        />
        <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={disabled}>
          {translate('charter.schema.form.upload_logo')}
          <input
            id={id}
            hidden
            type="file"
            accept={hint.accept.join(',')}
            aria-label={label}
            onChange={(e) => {
              pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
        {(shown || file) && (context.mode === 'edit' || file) ? (
          <Button color="error" startIcon={<DeleteIcon />} onClick={remove} disabled={disabled}>
            {translate('charter.schema.form.remove_logo')}
          </Button>
        ) : null}
      </Stack>
      {file ? <Typography variant="caption">{file.name}</Typography> : null}
      {problem ? (
        <FormHelperText error role="alert">
          {problem}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
