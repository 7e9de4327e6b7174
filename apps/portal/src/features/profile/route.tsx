import { useAuth } from '../../lib/auth/auth-context.ts';
import { PageHeader } from '../../lib/ui/PageHeader.tsx';
import { ProfileForm } from './components/ProfileForm.tsx';

/** /profile 'Mon profil' (spec 000 §2); the layout guarantees a signed-in user. */
export default function ProfileRoute() {
  const { user } = useAuth();
  return (
    <>
      <PageHeader title="Mon profil" description="Gérez vos informations personnelles et professionnelles." />
      {user ? <ProfileForm key={user.id} user={user} /> : null}
    </>
  );
}
