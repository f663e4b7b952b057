/**
 * The review modal (spec part 2 §2): a Rating select and a Comment textarea with Cancel and Submit.
 * The words of a refusal ('This field is required') come from the performance schema's precompiled
 * validator, the same the server runs. What was typed stays when the save fails, so nothing is lost.
 * One save at a time (issue #21 §3); full screen on a phone, where the keyboard takes half of it.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useSingleFlight } from '../../src/admin/components/useSingleFlight.ts';
import { useValidator } from '../../src/admin/schema/form/useValidator.ts';
import { RATINGS, type Rating, type ReviewBody } from './api.ts';
import { ratingLabel } from './RatingChip.tsx';
import { reviewErrors, type ReviewErrors } from './reviewRules.ts';

type Props = {
  open: boolean;
  title: string;
  /** The values to start from (edit); empty for a new review. */
  initial?: { rating: Rating | null; comment: string | null };
  onClose: () => void;
  /** Resolves when saved; a rejection keeps the dialog open with the values typed. */
  onSubmit: (body: ReviewBody) => Promise<void>;
};

export function ReviewDialog({ open, title, initial, onClose, onSubmit }: Props) {
  const id = useId();
  const validator = useValidator('performance');
  const [rating, setRating] = useState<string>('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<ReviewErrors>({});
  const { pending: saving, run } = useSingleFlight();
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  useEffect(() => {
    if (!open) return;
    setRating(initial?.rating ?? '');
    setComment(initial?.comment ?? '');
    setErrors({});
  }, [open, initial]);

  const check = (): ReviewErrors =>
    validator ? reviewErrors(validator, rating ? { rating, comment } : { comment }) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (!validator || found.rating || found.comment) return;
    void run(async () => {
      try {
        await onSubmit({ rating: rating as Rating, comment });
      } catch {
        // The caller has shown the error; keep what was typed.
      }
    });
  };

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={translate('charter.performance.col_rating')}
              value={rating}
              onChange={(e) => {
                setRating(e.target.value);
                setErrors((old) => ({ ...old, rating: undefined }));
              }}
              error={Boolean(errors.rating)}
              helperText={errors.rating ?? ' '}
              required
              fullWidth
            >
              {[...RATINGS].reverse().map((value) => (
                <MenuItem key={value} value={value}>
                  {ratingLabel(value)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate('charter.performance.col_comment')}
              value={comment}
              onChange={(e) => {
                setComment(e.target.value);
                setErrors((old) => ({ ...old, comment: undefined }));
              }}
              error={Boolean(errors.comment)}
              helperText={errors.comment ?? ' '}
              required
              multiline
              minRows={4}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit" disabled={saving}>
            {translate('charter.performance.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={saving} disabled={!validator}>
            {translate('charter.performance.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
