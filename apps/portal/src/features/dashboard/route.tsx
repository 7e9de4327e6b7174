import { PageHeader } from '../../lib/ui/PageHeader.tsx';

/** Placeholder route module: the screen is built in this feature folder. */
export default function DashboardRoute() {
  return <PageHeader title="Tableau de bord" />;
}
