import type { PrecarityForm } from '../../calculators/precarity.ts';
import { computePrecarityResult } from '../../calculators/precarity-result.ts';
import { LegalResultView } from '../LegalResultView.tsx';

/** Loaded when asked for: the indemnity and its reasoning. */
export default function PrecarityResult({ form }: { readonly form: PrecarityForm }) {
  return <LegalResultView result={computePrecarityResult(form)} />;
}
