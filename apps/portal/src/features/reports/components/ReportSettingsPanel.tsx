import { errorMessage } from '../../../lib/api-client.ts';
import { PageSpinner } from '../../../lib/ui/PageSpinner.tsx';
import { useReportSettings } from '../api/get-report-settings.ts';
import { ReportSettingsForm } from './ReportSettingsForm.tsx';

/** The reports' settings tab: the company's settings, then their form. */
export default function ReportSettingsPanel() {
  const settings = useReportSettings();
  if (settings.isError)
    return <p role="alert">Impossible de charger les réglages : {errorMessage(settings.error)}</p>;
  if (!settings.data) return <PageSpinner />;
  return <ReportSettingsForm settings={settings.data} />;
}
