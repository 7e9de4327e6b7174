import { Tabs, TabsContent, TabsList, TabsTrigger } from '@dirigeo/ui';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { PageHeader } from '../../lib/ui/PageHeader.tsx';
import { AccountTab } from './components/AccountTab.tsx';
import { NotificationsTab } from './components/NotificationsTab.tsx';
import { SecurityTab } from './components/SecurityTab.tsx';

/** /settings 'Paramètres' (spec 000 §2): Compte, Sécurité, Notifications. */
export default function SettingsRoute() {
  const { user } = useAuth();
  return (
    <>
      <PageHeader title="Paramètres" description="Gérez votre compte, sa sécurité et vos notifications." />
      <Tabs defaultValue="account">
        <TabsList>
          <TabsTrigger value="account">Compte</TabsTrigger>
          <TabsTrigger value="security">Sécurité</TabsTrigger>
          <TabsTrigger value="notifications">Notifications</TabsTrigger>
        </TabsList>
        <TabsContent value="account">{user ? <AccountTab user={user} /> : null}</TabsContent>
        <TabsContent value="security">
          <SecurityTab />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationsTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
