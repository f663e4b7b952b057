/**
 * Step 3, Additional Details (spec part 2 §2, §4): Emergency Contact Details, Address Details and
 * Bank Details. What is already saved is listed under its section, each record with its summary,
 * its edit form ('Update Contact', 'Update Address', 'Update Bank Details') and Delete; an added
 * record joins the list at once, so nobody adds it twice, and editing an employee lists theirs.
 * The add form shows while a section is empty, or after 'Add Another …'. Previous Step returns to
 * step 2; Save All Changes saves every form that holds typed changes, then goes to the employee
 * list (it stays, with the messages shown, when one is refused). Every save is busy from the click
 * on, so two quick clicks save once.
 */
import { Box, Button, Stack } from '@mui/material';
import { useCallback, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { usePrivileges } from '../../../src/admin/schema/form/usePrivileges.ts';
import { wizardApi, type Employee } from './api.ts';
import { STEP_ACTIONS } from './layout.ts';
import {
  accountSection,
  accountSummary,
  ACCOUNT,
  addressSection,
  addressSummary,
  addressValues,
  contactSection,
  contactSummary,
  CONTACT,
  valuesOf,
} from './recordSections.ts';
import { RecordForm } from './RecordForm.tsx';
import { More, SavedList, SavedRecord, Section } from './SavedRecord.tsx';
import { useSingleFlight } from '../../../src/admin/components/useSingleFlight.ts';

export type RecordsStepProps = {
  employee: Employee;
  onChanged: (employee: Employee) => void;
  onPrevious: () => void;
  onDone: () => void;
};

type Flush = () => Promise<boolean>;

export function RecordsStep({ employee, onChanged, onPrevious, onDone }: RecordsStepProps) {
  const id = employee.employeeId;
  const contacts = employee.emergencyContacts ?? [];
  const addresses = employee.addresses ?? [];
  const account = employee.account ?? null;
  const { canDo } = usePrivileges();
  const translate = useTranslate();
  const say = (key: string) => translate(`charter.employees.records.${key}`);
  const [moreContact, setMoreContact] = useState(false);
  const [moreAddress, setMoreAddress] = useState(false);
  const { pending: saving, run } = useSingleFlight();
  const flushes = useRef(new Map<string, Flush>());
  const register = useCallback((key: string, flush: Flush | undefined) => {
    if (flush) flushes.current.set(key, flush);
    else flushes.current.delete(key);
  }, []);
  const latest = useRef(employee);
  latest.current = employee;
  const update = (patch: Partial<Employee>) => onChanged({ ...latest.current, ...patch });

  const saveAll = async () => {
    let ok = true;
    for (const flush of [...flushes.current.values()]) ok = (await flush()) && ok;
    if (ok) onDone();
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

  const removeContact = (contactId: number) => async () => {
    const { message } = await wizardApi.removeContact(contactId, id);
    const list = latest.current.emergencyContacts ?? [];
    update({ emergencyContacts: list.filter((x) => x.emergencyContactId !== contactId) });
    return { message };
  };
  const removeAddress = (addressId: number) => async () => {
    const { employee: after, message } = await wizardApi.removeAddress(id, addressId);
    const list = latest.current.addresses ?? [];
    update({ addresses: after?.addresses ?? list.filter((x) => x.addressId !== addressId) });
    return { message };
  };
  const removeAccount = async () => {
    const { message } = await wizardApi.removeAccount(id);
    update({ account: null });
    return { message };
  };
  const may = {
    contact: canDo('emergencyContact', 'delete'),
    address: canDo('address', 'delete'),
    account: canDo('account', 'removeAccount'),
  };

  return (
    <Stack spacing={3}>
      <Section title={say('contact.title')}>
        {contacts.length > 0 && (
          <SavedList label={say('contact.saved_list')}>
            {contacts.map((c) => (
              <SavedRecord
                key={c.emergencyContactId}
                kind="contact"
                {...contactSummary(c)}
                onDelete={may.contact ? removeContact(c.emergencyContactId) : undefined}
              >
                <RecordForm
                  formKey={`contact-${c.emergencyContactId}`}
                  section={contactSection}
                  initial={valuesOf(c, CONTACT)}
                  buttonLabel={say('contact.update')}
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
              </SavedRecord>
            ))}
          </SavedList>
        )}
        {contacts.length === 0 || moreContact ? (
          <RecordForm
            formKey="contact-new"
            section={contactSection}
            buttonLabel={say('contact.add')}
            save={addContact}
            register={register}
          />
        ) : (
          <More label={say('contact.add_another')} onClick={() => setMoreContact(true)} />
        )}
      </Section>
      <Section title={say('address.title')}>
        {addresses.length > 0 && (
          <SavedList label={say('address.saved_list')}>
            {addresses.map((a) => (
              <SavedRecord
                key={a.addressId}
                kind="address"
                {...addressSummary(a, translate)}
                onDelete={may.address ? removeAddress(a.addressId) : undefined}
              >
                <RecordForm
                  formKey={`address-${a.addressId}`}
                  section={addressSection}
                  initial={addressValues(a)}
                  buttonLabel={say('address.update')}
                  save={async (body) => {
                    const { json, message } = await wizardApi.updateAddress(id, a.addressId, body);
                    const after = json.UpdatedEmployee as Employee | undefined;
                    if (after?.addresses) update({ addresses: after.addresses });
                    return { message };
                  }}
                  register={register}
                />
              </SavedRecord>
            ))}
          </SavedList>
        )}
        {addresses.length === 0 || moreAddress ? (
          <RecordForm
            formKey="address-new"
            section={addressSection}
            buttonLabel={say('address.add')}
            save={addAddress}
            register={register}
          />
        ) : (
          <More label={say('address.add_another')} onClick={() => setMoreAddress(true)} />
        )}
      </Section>
      <Section title={say('account.title')}>
        {account ? (
          <SavedList label={say('account.saved_list')}>
            <SavedRecord
              key={account.accountId}
              kind="account"
              {...accountSummary(account)}
              onDelete={may.account ? removeAccount : undefined}
            >
              <RecordForm
                formKey={`account-${account.accountId}`}
                section={accountSection}
                initial={valuesOf(account, ACCOUNT)}
                buttonLabel={say('account.update')}
                save={async (body) => {
                  const result = await wizardApi.updateAccount(account.accountId, body);
                  update({ account: { ...account, ...body } });
                  return result;
                }}
                register={register}
              />
            </SavedRecord>
          </SavedList>
        ) : (
          <RecordForm
            formKey="account-new"
            section={accountSection}
            buttonLabel={say('account.add')}
            save={addAccount}
            register={register}
          />
        )}
      </Section>
      <Box sx={STEP_ACTIONS}>
        <Button onClick={onPrevious} disabled={saving}>
          {translate('charter.employees.wizard.previous_step')}
        </Button>
        <Button variant="contained" onClick={() => void run(saveAll)} loading={saving}>
          {translate('charter.employees.wizard.save_all')}
        </Button>
      </Box>
    </Stack>
  );
}
