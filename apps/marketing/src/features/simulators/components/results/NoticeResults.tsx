import type {
  DismissalNoticeForm,
  ResignationNoticeForm,
  RetirementNoticeForm,
} from '../../calculators/notices.ts';
import {
  computeDismissalNoticeResult,
  computeResignationNoticeResult,
  computeRetirementNoticeResult,
} from '../../calculators/notices-result.ts';
import { LegalResultView } from '../LegalResultView.tsx';

/** Loaded when asked for: the dismissal notice and its reasoning. */
export function DismissalNoticeResult({ form }: { readonly form: DismissalNoticeForm }) {
  return <LegalResultView result={computeDismissalNoticeResult(form)} />;
}

/** Loaded when asked for: the retirement notice and its reasoning. */
export function RetirementNoticeResult({ form }: { readonly form: RetirementNoticeForm }) {
  return <LegalResultView result={computeRetirementNoticeResult(form)} />;
}

/** Loaded when asked for: what the law says of the resignation notice. */
export function ResignationNoticeResult({ form }: { readonly form: ResignationNoticeForm }) {
  return <LegalResultView result={computeResignationNoticeResult(form)} />;
}
