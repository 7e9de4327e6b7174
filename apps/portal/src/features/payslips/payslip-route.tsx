import { PageHeader } from '../../lib/ui/PageHeader.tsx';

export default function PayslipRoute() {
  return <PageHeader title="Bulletin de paie" />;
}
