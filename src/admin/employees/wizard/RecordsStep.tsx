/**
 * Step 3, Additional Details (spec part 2 §2, §4): Emergency Contact Details, Address Details and
 * Bank Details, each an add form, or one edit form per stored record ('Update Contact', 'Update
 * Address', 'Update Bank Details'). Previous Step returns to step 2; Save All Changes saves every
 * form that holds typed changes, then goes to the employee list (it stays, with the messages shown,
 * when one is refused).
 */
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { wizardApi, type Employee } from './api.ts';
import {
  accountSection,
  ACCOUNT,
  addressSection,
  addressValues,
  contactSection,
  CONTACT,
  valuesOf,
} from './recordSections.ts';
import { RecordForm } from './RecordForm.tsx';

export type RecordsStepProps = {
  employee: Employee;
  onChanged: (employee: Employee) => void;
  onPrevious: () => void;
  onDone: () => void;
};

type Flush = () => Promise<boolean>;

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title}>
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    <Stack spacing={2} divider={<Divider flexItem />}>
      {children}
    </Stack>
  </Box>
);

export function RecordsStep({ employee, onChanged, onPrevious, onDone }: RecordsStepProps) {
  const id = employee.employeeId;
  const contacts = employee.emergencyContacts ?? [];
  const addresses = employee.addresses ?? [];
  const account = employee.account ?? null;
  const [moreContact, setMoreContact] = useState(false);
  const [moreAddress, setMoreAddress] = useState(false);
  const [saving, setSaving] = useState(false);
  const flushes = useRef(new Map<string, Flush>());
  const register = useCallback((key: string, flush: Flush | undefined) => {
    if (flush) flushes.current.set(key, flush);
    else flushes.current.delete(key);
  }, []);
  const latest = useRef(employee);
  latest.current = employee;
  const update = (patch: Partial<Employee>) => onChanged({ ...latest.current, ...patch });

  const saveAll = async () => {
    setSaving(true);
    try {
      let ok = true;
      for (const flush of [...flushes.current.values()]) ok = (await flush()) && ok;
      if (ok) onDone();
    } finally {
      setSaving(false);
    }
  };

  const addContact = async (body: Record<string, string>) => {
    const { record, message } = await wizardApi.addContact(id, body);
    update({ emergencyContacts: [...(latest.current.emergencyContacts ?? []), record as never] });
    setMoreContact(false);
    return { message };
  };
  const addAddress = async (body: Record<string, string>) => {
    const { employee: after, message } = await wizardApi.addAddress(id, body);
    update({ addresses: after?.addresses ?? [] });
    setMoreAddress(false);
    return { message };
  };
  const addAccount = async (body: Record<string, string>) => {
    const { employee: after, message } = await wizardApi.addAccount(id, body);
    update({ account: after?.account ?? null });
    return { message };
  };

  return (
    <Stack spacing={3}>
      <Section title="Emergency Contact Details">
        {contacts.map((c) => (
          <RecordForm
            key={c.emergencyContactId}
            formKey={`contact-${c.emergencyContactId}`}
            section={contactSection}
            initial={valuesOf(c, CONTACT)}
            buttonLabel="Update Contact"
            save={async (body) => {
              const result = await wizardApi.updateContact(c.emergencyContactId, body);
              const list = latest.current.emergencyContacts ?? [];
              update({
                emergencyContacts: list.map((x) =>
                  x.emergencyContactId === c.emergencyContactId ? { ...x, ...body } : x,
                ),
              });
              return result;
            }}
            register={register}
          />
        ))}
        {contacts.length === 0 || moreContact ? (
          <RecordForm
            formKey="contact-new"
            section={contactSection}
            buttonLabel="Add Contact"
            save={addContact}
            register={register}
          />
        ) : (
          <Box>
            <Button onClick={() => setMoreContact(true)}>Add Another Contact</Button>
          </Box>
        )}
      </Section>
      <Section title="Address Details">
        {addresses.map((a) => (
          <RecordForm
            key={a.addressId}
            formKey={`address-${a.addressId}`}
            section={addressSection}
            initial={addressValues(a)}
            buttonLabel="Update Address"
            save={async (body) => {
              const { json, message } = await wizardApi.updateAddress(id, a.addressId, body);
              const after = json.UpdatedEmployee as Employee | undefined;
              if (after?.addresses) update({ addresses: after.addresses });
              return { message };
            }}
            register={register}
          />
        ))}
        {addresses.length === 0 || moreAddress ? (
          <RecordForm
            formKey="address-new"
            section={addressSection}
            buttonLabel="Add Address"
            save={addAddress}
            register={register}
          />
        ) : (
          <Box>
            <Button onClick={() => setMoreAddress(true)}>Add Another Address</Button>
          </Box>
        )}
      </Section>
      <Section title="Bank Details">
        {account ? (
          <RecordForm
            key={account.accountId}
            formKey={`account-${account.accountId}`}
            section={accountSection}
            initial={valuesOf(account, ACCOUNT)}
            buttonLabel="Update Bank Details"
            save={async (body) => {
              const result = await wizardApi.updateAccount(account.accountId, body);
              update({ account: { ...account, ...body } });
              return result;
            }}
            register={register}
          />
        ) : (
          <RecordForm
            formKey="account-new"
            section={accountSection}
            buttonLabel="Add Bank Details"
            save={addAccount}
            register={register}
          />
        )}
      </Section>
      <Stack direction="row" spacing={1}>
        <Button onClick={onPrevious} disabled={saving}>
          Previous Step
        </Button>
        <Button variant="contained" onClick={() => void saveAll()} loading={saving}>
          Save All Changes
        </Button>
      </Stack>
    </Stack>
  );
}
