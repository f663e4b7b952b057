import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PrivilegeTabs } from '../../resources/role/PrivilegeTabs.tsx';

function Harness({
  initial = [] as string[],
  grantable,
}: {
  initial?: string[];
  grantable?: Set<string>;
}) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <PrivilegeTabs value={value} onChange={setValue} grantable={grantable} />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;

describe('the privilege tabs', () => {
  it('shows one tab per catalogue group with the spec counts, none ticked', () => {
    render(<Harness />);
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual([
      'Employee (0/20)',
      'Address (0/3)',
      'Emergency Contact (0/4)',
      'Performance (0/5)',
      'Leave (0/14)',
      'Role (0/6)',
      'Personal Profile (0/8)',
      'Organization (0/11)',
      'Department (0/9)',
      'Branch (0/13)',
      'Attendance (0/10)',
      // Beyond the spec's eleven: the audit trail's own privilege (issue #9).
      'Audit (0/1)',
      // Resetting a user's password to a temporary one (issue #24 §2).
      'Account (0/1)',
      // Who sees identity numbers, salary and bank accounts in clear (issue #24 §1).
      'Sensitive Data (0/1)',
      // Privileges a schema declares (x-catalogue) follow the core groups (issue #10).
      'Holiday (0/4)',
    ]);
    expect(value()).toBe('');
  });

  it('ticks a name shared by two tabs in both', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: /Address/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^ADD_ADDRESS/ }));
    expect(value()).toBe('ADD_ADDRESS');
    expect(screen.getByRole('tab', { name: 'Employee (1/20)' })).toBeTruthy();
  });

  it('selects a whole tab, and everything, with its select-all', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: /^Role/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all Role privileges' }));
    expect(value()!.split(',')).toHaveLength(6);
    fireEvent.click(screen.getByRole('checkbox', { name: /Select all privileges/ }));
    // The core catalogue's 103 on the role screen, and the holiday schema's four.
    expect(value()!.split(',')).toHaveLength(107);
  });

  it('does not let a user tick what they could not grant', () => {
    render(<Harness grantable={new Set(['ADD_SKILL'])} />);
    fireEvent.click(screen.getByRole('tab', { name: /Personal Profile/ }));
    expect(
      (screen.getByRole('checkbox', { name: /^GET_ALL_SKILL/ }) as HTMLInputElement).disabled,
    ).toBe(true);
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Select all Personal Profile privileges' }),
    );
    expect(value()).toBe('ADD_SKILL');
  });
});
