import { PageHeader } from '../../lib/ui/PageHeader.tsx';

/** Placeholder route module: the screen is built in this feature folder. */
export default function ProfileRoute() {
  return <PageHeader title="Mon profil" />;
}
