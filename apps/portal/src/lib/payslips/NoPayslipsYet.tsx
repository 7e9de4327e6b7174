import { Button } from '@dirigeo/ui';
import { Link } from 'react-router-dom';
import { paths } from '../paths.ts';
import { EmptyState } from '../ui/EmptyState.tsx';

/** What the payslip lists show before the first payslip, with the way to create it (spec 000 §2). */
export function NoPayslipsYet({ headingLevel }: { headingLevel: 2 | 3 }) {
  return (
    <EmptyState
      headingLevel={headingLevel}
      title="Aucun bulletin trouvé"
      description="Vous n'avez pas encore créé de bulletin de paie."
      action={
        <Button asChild>
          <Link to={paths.newPayslip}>Créer mon premier bulletin</Link>
        </Button>
      }
    />
  );
}
