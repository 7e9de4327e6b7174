import type { DismissalIndemnityForm } from '../../calculators/dismissal-indemnity.ts';
import { computeDismissalIndemnityResult } from '../../calculators/dismissal-indemnity-result.ts';
import { LegalResultView } from '../LegalResultView.tsx';

/** Loaded when asked for: the indemnity and its reasoning. */
export default function DismissalIndemnityResult({ form }: { readonly form: DismissalIndemnityForm }) {
  return <LegalResultView result={computeDismissalIndemnityResult(form)} />;
}
