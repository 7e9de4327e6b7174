import type { ConventionalTerminationForm } from '../../calculators/conventional-termination.ts';
import { computeConventionalTerminationResult } from '../../calculators/conventional-termination-result.ts';
import { LegalResultView } from '../LegalResultView.tsx';

/** Loaded when asked for: the minimum indemnity and its reasoning. */
export default function ConventionalTerminationResult({
  form,
}: {
  readonly form: ConventionalTerminationForm;
}) {
  return <LegalResultView result={computeConventionalTerminationResult(form)} />;
}
