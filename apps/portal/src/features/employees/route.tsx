import { Button } from '@dirigeo/ui';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { EmptyState } from '../../lib/ui/EmptyState.tsx';
import { PageHeader } from '../../lib/ui/PageHeader.tsx';
import { PageSpinner } from '../../lib/ui/PageSpinner.tsx';
import { useEmployees } from '../../lib/api/employees/get-employees.ts';
import { EmployeeCard } from './components/EmployeeCard.tsx';
import { EmployeeForm } from './components/EmployeeForm.tsx';
import * as styles from './components/Employees.css.ts';

/**
 * /salaries « Salariés » (issue 25): the company's staff, on the payroll and past, with their
 * contract; add, edit, end a contract, archive. An employee who was paid is archived, never deleted.
 */
export default function EmployeesRoute() {
  const employees = useEmployees();
  // 'new': the add form; a number: that employee's edit form.
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const list = employees.data?.employees ?? [];
  const current = list.filter((employee) => employee.active);
  const past = list.filter((employee) => !employee.active);
  const edited = typeof editing === 'number' ? list.find((employee) => employee.id === editing) : undefined;

  return (
    <>
      <PageHeader
        title="Salariés"
        description="Vos salariés, actuels et passés, et leur contrat de travail."
        actions={
          editing === null ? (
            <Button type="button" onClick={() => setEditing('new')}>
              Ajouter un salarié
            </Button>
          ) : undefined
        }
      />
      <div className={styles.sections}>
        {editing === 'new' ? <EmployeeForm onDone={() => setEditing(null)} /> : null}
        {edited ? <EmployeeForm key={edited.id} employee={edited} onDone={() => setEditing(null)} /> : null}
        {employees.isError ? (
          <p role="alert">Impossible de charger les salariés : {errorMessage(employees.error)}</p>
        ) : !employees.data ? (
          <PageSpinner label="Chargement des salariés…" />
        ) : list.length === 0 ? (
          editing === 'new' ? null : (
            <EmptyState
              title="Aucun salarié"
              description="Ajoutez vos salariés et leur contrat : identité, emploi, durée du travail et salaire."
              action={
                <Button type="button" onClick={() => setEditing('new')}>
                  Ajouter un salarié
                </Button>
              }
            />
          )
        ) : (
          <>
            <section aria-labelledby="employees-current">
              <h2 id="employees-current" className={styles.heading}>
                En poste ({current.length})
              </h2>
              {current.length === 0 ? (
                <p>Aucun salarié en poste.</p>
              ) : (
                <ul className={styles.list}>
                  {current.map((employee) => (
                    <EmployeeCard
                      key={employee.id}
                      employee={employee}
                      onEdit={() => setEditing(employee.id)}
                    />
                  ))}
                </ul>
              )}
            </section>
            {past.length > 0 ? (
              <section aria-labelledby="employees-past">
                <h2 id="employees-past" className={styles.heading}>
                  Anciens salariés ({past.length})
                </h2>
                <ul className={styles.list}>
                  {past.map((employee) => (
                    <EmployeeCard
                      key={employee.id}
                      employee={employee}
                      onEdit={() => setEditing(employee.id)}
                    />
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
