/**
 * The one attribute manager (spec part 1 §2, §5, §8) for every attribute kind (a schema of
 * attribute definitions, such as `projectAttribute`). Adds a name with its whitespace collapsed, renames inline,
 * deletes after confirmation. Names are checked by the kind's schema through its precompiled
 * validator, so the words are the schema's ('Attribute field is required', 'Attributes field is
 * required', 'Attribute field must contain only letters'); the server's message is toasted.
 *
 * @example
 *   <AttributeManager resource="projectAttribute" onChanged={reload} />
 */
import { Box, Button, List, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ResourceName } from '../../../generated/registry.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { progress, toastError } from '../../notifications/toast.ts';
import {
  errorMessage,
  GENERIC_ERROR,
  useServerText,
  useErrorMessage,
} from '../../providers/errors.ts';
import { usePrivileges } from '../form/usePrivileges.ts';
import { firstError, validatorFor } from '../form/useValidator.ts';
import { attributeApi, collapseSpaces, type AttributeDefinition } from './api.ts';
import { ListLoading } from '../list/ListParts.tsx';
import { AttributeRow } from './AttributeRow.tsx';
import { useAttributeDefinitions } from './useAttributeDefinitions.ts';

export type AttributeManagerProps = {
  resource: ResourceName;
  /** Called after every successful change, so a form can reload its attribute inputs. */
  onChanged?: () => void;
  /** The spec's own words for a kind ('Updated Project Attributes Successfully'
   *  after a rename, 'DELETING...' while deleting), from x-form.fields. */
  texts?: { renamed?: string; deleting?: string };
};

/** The server's refusal in the user's language (`local`), else the screen's own words. */
const failureText = (error: unknown, fallback: string, local: (error: unknown) => string) =>
  errorMessage(error) === GENERIC_ERROR ? fallback : local(error);

export function AttributeManager({ resource, onChanged, texts }: AttributeManagerProps) {
  const { items, loaded, reload } = useAttributeDefinitions(resource);
  const { canDo } = usePrivileges();
  const notify = useNotify();
  const translate = useTranslate();
  const serverText = useServerText();
  const errorText = useErrorMessage();
  // Set before the name check's await: a second quick Add or Save sends nothing.
  const pending = useRef(false);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [doomed, setDoomed] = useState<AttributeDefinition>();
  const api = attributeApi(resource);

  // The kind's own schema decides, through its precompiled validator (loaded on first use).
  const check = async (key: string) =>
    firstError(
      await validatorFor(resource),
      resource,
      { attributeKey: key },
      'attributeKey',
      translate,
    );

  const changed = (message: string | undefined, fallback: string, key: string) => {
    notify(serverText(message) ?? fallback, { type: 'success', toastKey: key });
    reload();
    onChanged?.();
  };

  const add = async () => {
    if (pending.current) return;
    pending.current = true;
    setBusy(true);
    try {
      const key = collapseSpaces(draft);
      const refused = await check(key);
      setProblem(refused);
      if (refused) return;
      notify(translate('charter.schema.attributes.adding'), progress(`${resource}-add`));
      const { message } = await api.add(key);
      setDraft('');
      changed(message, translate('charter.schema.attributes.added'), `${resource}-add`);
    } catch (error) {
      const text = failureText(error, translate('charter.schema.attributes.add_failed'), errorText);
      notify(text, { type: 'error', toastKey: `${resource}-add` });
    } finally {
      pending.current = false;
      setBusy(false);
    }
  };

  const rename = async (item: AttributeDefinition, raw: string) => {
    setBusy(true);
    try {
      const key = collapseSpaces(raw);
      const refused = await check(key);
      if (refused) return refused;
      notify(translate('charter.schema.attributes.updating'), progress(`${resource}-update`));
      const { message } = await api.rename(item.attributeId, key);
      const fallback = translate('charter.schema.attributes.updated');
      changed(texts?.renamed ?? message, fallback, `${resource}-update`);
      return undefined;
    } catch (error) {
      const text = failureText(
        error,
        translate('charter.schema.attributes.update_failed'),
        errorText,
      );
      notify(text, { type: 'error', toastKey: `${resource}-update` });
      return text;
    } finally {
      setBusy(false);
    }
  };

  const remove = async (item: AttributeDefinition) => {
    setBusy(true);
    notify(texts?.deleting ?? translate('charter.schema.deleting'), progress(`${resource}-delete`));
    try {
      const { message } = await api.remove(item.attributeId);
      changed(message, translate('charter.schema.attributes.deleted'), `${resource}-delete`);
    } catch (error) {
      toastError(notify, error, `${resource}-delete`);
    } finally {
      setBusy(false);
      setDoomed(undefined);
    }
  };

  const canAdd = canDo(resource, 'create');
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          fullWidth
          placeholder={translate('charter.schema.attributes.add_placeholder')}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setProblem(undefined);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void add();
            }
          }}
          disabled={!canAdd}
          error={Boolean(problem)}
          helperText={problem}
          slotProps={{
            htmlInput: { 'aria-label': translate('charter.schema.attributes.add_placeholder') },
          }}
        />
        <Button variant="contained" onClick={() => void add()} disabled={!canAdd || busy}>
          {translate('charter.schema.attributes.add')}
        </Button>
      </Stack>
      {!loaded ? (
        <ListLoading rows={3} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {translate('charter.schema.attributes.empty')}
        </Typography>
      ) : (
        <List dense aria-label={translate('charter.schema.attributes.list')}>
          {items.map((item) => (
            <AttributeRow
              key={item.attributeId}
              item={item}
              canEdit={canDo(resource, 'update')}
              canDelete={canDo(resource, 'delete')}
              busy={busy}
              onRename={rename}
              onDelete={setDoomed}
            />
          ))}
        </List>
      )}
      <ConfirmDialog
        open={Boolean(doomed)}
        title={translate('charter.schema.confirm_title')}
        message={translate('charter.schema.attributes.delete_message', {
          name: doomed?.attributeKey ?? '',
        })}
        confirmLabel={translate('charter.schema.attributes.delete')}
        cancelLabel={translate('charter.schema.cancel')}
        danger
        loading={busy}
        onConfirm={() => doomed && void remove(doomed)}
        onClose={() => setDoomed(undefined)}
      />
    </Box>
  );
}
