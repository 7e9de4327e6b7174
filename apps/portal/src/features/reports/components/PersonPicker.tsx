import { NativeSelect } from '@dirigeo/ui';
import { useEmployees } from '../../../lib/api/employees/get-employees.ts';
import { FormField } from '../../../lib/ui/FormField.tsx';

/**
 * Whose payslips the ledger shows: the whole company, or one employee (past ones too: a ledger can
 * cover a period before they left). Shown only once the company has employees; the API checks the
 * employee is the company's (404 otherwise).
 */
export function PersonPicker({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (employeeId: number | undefined) => void;
}) {
  const employees = useEmployees();
  const list = employees.data?.employees ?? [];
  if (list.length === 0) return null;
  return (
    <FormField id="report-person" label="Bulletins de">
      {(field) => (
        <NativeSelect
          {...field}
          value={value === undefined ? '' : String(value)}
          onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
        >
          <option value="">Toute l’entreprise</option>
          {list.map((employee) => (
            <option key={employee.id} value={employee.id}>
              {employee.firstName} {employee.lastName}
              {employee.archived ? ' (archivé)' : ''}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
