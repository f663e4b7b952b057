/**
 * The profile picture panel of step 2 (spec part 2 §2, §5): a circular preview (a placeholder until
 * there is a photo), Select to pick a JPEG or PNG up to 5 MB, and Upload (Update when a photo exists)
 * reading 'Uploading...' while busy. Upload without a picked file says 'Please Select an Image'. The
 * server checks the bytes again (EM1). Upload is busy from the click on, so two quick clicks upload
 * once.
 */
import PersonIcon from '@mui/icons-material/Person';
import { Avatar, Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useServerText } from '../../../src/admin/providers/errors.ts';
import { toastError } from '../../../src/admin/notifications/toast.ts';
import { refuseImage } from '../../../src/admin/schema/form/imageFile.ts';
import { fetchImage, wizardApi } from './api.ts';
import { useSingleFlight } from '../../../src/admin/components/useSingleFlight.ts';

const ACCEPT = ['image/jpeg', 'image/png'];
const MAX_BYTES = 5 * 1024 * 1024;

export type PhotoPanelProps = {
  employeeId: number;
  /** The stored photo's signed link, if any (fetched with the token, which its route also takes). */
  stored: string | null | undefined;
  /** Edit mode labels the button Update. */
  editing: boolean;
  onUploaded: (profileImage: string) => void;
};

/** An object URL for a picked file or the stored photo; revoked when replaced. */
function usePreview(file: File | undefined, stored: string | null | undefined) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let live = true;
    let made: string | undefined;
    const show = (u: string | undefined) => {
      made = u;
      if (live) setUrl(u);
    };
    if (file && typeof URL.createObjectURL === 'function') show(URL.createObjectURL(file));
    else if (stored) void fetchImage(stored).then(show, () => show(undefined));
    else show(undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL?.(made);
    };
  }, [file, stored]);
  return url;
}

export function PhotoPanel({ employeeId, stored, editing, onUploaded }: PhotoPanelProps) {
  const notify = useNotify();
  const translate = useTranslate();
  const serverText = useServerText();
  const say = (key: string) => translate(`charter.employees.photo.${key}`);
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const { pending: uploading, run } = useSingleFlight();
  const preview = usePreview(file, stored);

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    const refused = refuseImage(picked, {
      accept: ACCEPT,
      maxBytes: MAX_BYTES,
      typeMessage: say('only_images'),
      sizeMessage: say('too_large'),
    });
    setProblem(refused);
    setFile(refused ? undefined : picked);
  };

  const upload = async () => {
    if (!file) return setProblem(say('no_image'));
    try {
      const { message, profileImage } = await wizardApi.uploadPhoto(employeeId, file);
      notify(serverText(message) ?? say('uploaded'), { type: 'success' });
      setFile(undefined);
      onUploaded(profileImage);
    } catch (error) {
      toastError(notify, error);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'center', minWidth: 180, maxWidth: '100%' }}>
      <Avatar
        src={preview}
        alt={preview ? say('picture') : undefined}
        sx={{ width: 112, height: 112, bgcolor: 'action.selected', color: 'text.secondary' }}
      >
        <PersonIcon sx={{ fontSize: 64 }} aria-hidden />
      </Avatar>
      <Stack direction="row" spacing={1}>
        <Button component="label" variant="outlined" size="small" disabled={uploading}>
          {say('select')}
          <input
            hidden
            type="file"
            accept={ACCEPT.join(',')}
            aria-label={say('select_picture')}
            onChange={(e) => {
              pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
        <Button
          variant="contained"
          size="small"
          onClick={() => void run(upload)}
          disabled={uploading}
        >
          {say(uploading ? 'uploading' : editing || stored ? 'update' : 'upload')}
        </Button>
      </Stack>
      <Box sx={{ minHeight: 20, textAlign: 'center' }}>
        {problem ? (
          <FormHelperText error role="alert">
            {problem}
          </FormHelperText>
        ) : file ? (
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Typography>
        ) : null}
      </Box>
    </Stack>
  );
}
