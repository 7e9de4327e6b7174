import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { errorMessage } from '../../lib/api-client.ts';
import { useCompany } from '../../lib/api/company/get-company.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { PageHeader } from '../../lib/ui/PageHeader.tsx';
import { PageSpinner } from '../../lib/ui/PageSpinner.tsx';
import { useOfficer } from '../../lib/api/officer/get-officer.ts';
import { CompanyForm } from './components/CompanyForm.tsx';
import { OfficerForm } from './components/OfficerForm.tsx';
import { ProfileForm } from './components/ProfileForm.tsx';
import * as styles from './route.css.ts';

/**
 * /profile 'Mon profil' (spec 000 §2), with the company (#entreprise) and the officer's details for
 * the DSN (#mandataire), filled once; the layout guarantees a signed-in user.
 */
export default function ProfileRoute() {
  const { user } = useAuth();
  const company = useCompany();
  const officer = useOfficer();
  const { hash } = useLocation();
  const loaded = Boolean(company.data && officer.data);

  // A link from a declaration's finding lands on the form that fixes it, once it is shown.
  useEffect(() => {
    if (!loaded || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [loaded, hash]);

  return (
    <>
      <PageHeader title="Mon profil" description="Gérez vos informations personnelles et professionnelles." />
      <div className={styles.sections}>
        {user ? <ProfileForm key={user.id} user={user} /> : null}
        {company.isError || officer.isError ? (
          <p role="alert">
            Impossible de charger l’entreprise : {errorMessage(company.error ?? officer.error)}
          </p>
        ) : company.data && officer.data ? (
          <>
            <CompanyForm key={company.data.updatedAt} company={company.data} />
            <OfficerForm officer={officer.data} />
          </>
        ) : (
          <PageSpinner label="Chargement de l’entreprise…" />
        )}
      </div>
    </>
  );
}
