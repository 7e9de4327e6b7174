import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@dirigeo/ui';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { paths } from '../../lib/paths.ts';
import { PageSpinner } from '../../lib/ui/PageSpinner.tsx';
import { PublicPage } from '../../lib/ui/PublicPage.tsx';
import { BenefitsPanel } from './components/BenefitsPanel.tsx';
import { LoginForm } from './components/LoginForm.tsx';
import * as styles from './route.css.ts';

// The registration form (selects, radios) loads only when its tab opens: /auth stays light.
const RegisterForm = lazy(() => import('./components/RegisterForm.tsx'));

type AuthTab = 'login' | 'register';

/** /auth: Connexion and Inscription tabs beside the benefits panel (spec 000 §2). */
export default function AuthRoute() {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const [tab, setTab] = useState<AuthTab>('login');

  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to={paths.dashboard} replace />;

  const goToDashboard = () => navigate(paths.dashboard, { replace: true });

  return (
    <PublicPage title={tab === 'login' ? 'Connexion' : 'Inscription'}>
      <div className={styles.layout}>
        <Card className={styles.formCard}>
          <CardHeader>
            <CardTitle asChild>
              <h1>Bienvenue sur Dirigeo</h1>
            </CardTitle>
            <CardDescription>Connectez-vous à votre espace client ou créez votre compte.</CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs value={tab} onValueChange={(value) => setTab(value === 'register' ? 'register' : 'login')}>
              <TabsList className={styles.tabsList}>
                <TabsTrigger value="login">Connexion</TabsTrigger>
                <TabsTrigger value="register">Inscription</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <LoginForm onSignedIn={goToDashboard} onSwitchToRegister={() => setTab('register')} />
              </TabsContent>
              <TabsContent value="register">
                <Suspense fallback={<PageSpinner label="Chargement du formulaire…" />}>
                  <RegisterForm onRegistered={goToDashboard} onSwitchToLogin={() => setTab('login')} />
                </Suspense>
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        <BenefitsPanel />
      </div>
    </PublicPage>
  );
}
