import { PublicPage } from '../../lib/ui/PublicPage.tsx';

/** Placeholder route module: the subscription wizard is built in this feature folder. */
export default function SubscriptionRoute() {
  return (
    <PublicPage title="Souscription">
      <h1>Souscription</h1>
    </PublicPage>
  );
}
