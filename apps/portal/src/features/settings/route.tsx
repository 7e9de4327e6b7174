import { Tabs, TabsContent, TabsList, TabsTrigger } from '@dirigeo/ui';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { PageHeader } from '../../lib/ui/PageHeader.tsx';
import { AccountTab } from './components/AccountTab.tsx';
import { NotificationsTab } from './components/NotificationsTab.tsx';
import { SecurityTab } from './components/SecurityTab.tsx';
import * as styles from './components/Settings.css.ts';
import { SubscriptionTab } from './components/SubscriptionTab.tsx';

/** The tabs, by the value `?onglet=` takes (the payment pages send the user back to `abonnement`). */
const TABS = ['compte', 'abonnement', 'securite', 'notifications'] as const;
type Tab = (typeof TABS)[number];

/** /settings 'Paramètres' (spec 000 §2): Compte, Abonnement (issue 26), Sécurité, Notifications. */
export default function SettingsRoute() {
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('onglet');
  const tab: Tab = TABS.find((candidate) => candidate === asked) ?? 'compte';
  const select = (value: string) =>
    setSearchParams(value === 'compte' ? {} : { onglet: value }, { replace: true });
  return (
    <>
      <PageHeader
        title="Paramètres"
        description="Gérez votre compte, votre abonnement, sa sécurité et vos notifications."
      />
      <Tabs value={tab} onValueChange={select}>
        <TabsList className={styles.tabList}>
          <TabsTrigger value="compte">Compte</TabsTrigger>
          <TabsTrigger value="abonnement">Abonnement</TabsTrigger>
          <TabsTrigger value="securite">Sécurité</TabsTrigger>
          <TabsTrigger value="notifications">Notifications</TabsTrigger>
        </TabsList>
        <TabsContent value="compte">{user ? <AccountTab user={user} /> : null}</TabsContent>
        <TabsContent value="abonnement">
          <SubscriptionTab returnedFrom={searchParams.get('retour')} />
        </TabsContent>
        <TabsContent value="securite">
          <SecurityTab />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationsTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
