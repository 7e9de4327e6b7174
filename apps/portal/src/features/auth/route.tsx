import { PublicPage } from '../../lib/ui/PublicPage.tsx';

export default function AuthRoute() {
  return (
    <PublicPage title="Connexion">
      <h1>Connexion</h1>
    </PublicPage>
  );
}
