import type { Employee } from '@dirigeo/schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { reportQueryOf } from '../api/get-ledger.ts';
import { PersonPicker } from './PersonPicker.tsx';

function employee(id: number, firstName: string, lastName: string, archived = false): Employee {
  return {
    id,
    firstName,
    lastName,
    nir: '2900575123456',
    birthDate: '1990-05-12',
    birthPlace: { city: 'Lyon', departmentCode: '69', countryCode: 'FR' },
    address: { street: '3 rue des Lilas', postalCode: '69003', city: 'Lyon' },
    email: null,
    jobTitle: 'Assistante',
    status: 'non-cadre',
    contractType: 'cdi',
    contractStart: '2025-01-06',
    contractEnd: archived ? '2025-12-31' : null,
    cddReason: null,
    workingTimeRatio: 1,
    grossMonthlySalaryCents: 250_000,
    healthInsuranceMonthlyCents: 6_000,
    healthInsuranceEmployerSharePercent: 50,
    cadrePrevoyance: false,
    pcsEse: null,
    euNational: true,
    pasRateId: null,
    archived,
    active: !archived,
    createdAt: '2025-01-06T08:00:00.000Z',
    updatedAt: '2025-01-06T08:00:00.000Z',
  };
}

function Harness({ onChange }: { onChange: (id: number | undefined) => void }) {
  const [value, setValue] = useState<number | undefined>();
  return (
    <PersonPicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the reports’ person filter', () => {
  it('offers the whole company or one employee, past ones included, and says whose payslips', async () => {
    const list = [employee(7, 'Léa', 'Moreau'), employee(9, 'Paul', 'Durand', true)];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ employees: list }), { status: 200 })),
    );
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const select = await screen.findByLabelText('Bulletins de');
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Toute l’entreprise',
      'Léa Moreau',
      'Paul Durand (archivé)',
    ]);
    await userEvent.selectOptions(select, 'Paul Durand (archivé)');
    expect(onChange).toHaveBeenLastCalledWith(9);
    await userEvent.selectOptions(select, 'Toute l’entreprise');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('is not shown to a company without employees', async () => {
    const fetchMock = vi.fn(async () => new Response('{"employees":[]}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Harness onChange={() => {}} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByLabelText('Bulletins de')).not.toBeInTheDocument();
  });

  it('sends the employee in the report’s query only when one is chosen', () => {
    expect(reportQueryOf({ from: '2026-01', to: '2026-03' }).toString()).toBe('from=2026-01&to=2026-03');
    expect(reportQueryOf({ from: '2026-01', to: '2026-03', employeeId: 9 }).toString()).toBe(
      'from=2026-01&to=2026-03&employeeId=9',
    );
  });
});
