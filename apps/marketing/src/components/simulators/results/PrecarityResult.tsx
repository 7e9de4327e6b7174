import type { PrecarityForm } from '../../../lib/simulators/calculators/precarity.ts';
import { computePrecarityResult } from '../../../lib/simulators/calculators/precarity-result.ts';
import { LegalResultView } from '../LegalResultView.tsx';

/** Loaded when asked for: the indemnity and its reasoning. */
export default function PrecarityResult({ form }: { readonly form: PrecarityForm }) {
  return <LegalResultView result={computePrecarityResult(form)} />;
}
