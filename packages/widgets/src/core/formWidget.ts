// How the forms start: the newsletter and contact forms' bodies with `useFormWidget`, the comment
// form of <blog-post> with `useFormState` alone (its list and form share its store and status, the
// list subscribing to a part of it only).
// Both in one module the three forms import: the embeds' build would give a module only the two
// widget forms import a chunk of its own (one more request for each).
import { useId, useState } from "react";
import { useStore } from "zustand";
import type { StoreApi } from "zustand/vanilla";
import { useAnalytics } from "./analytics";
import { useConsent } from "./Consent";
import { useProofOfWork } from "./proof";
import { useSubmission, type SubmissionOptions } from "./submission";
import { useWidget } from "./WidgetRoot";

/**
 * A form's own state: the store of what the visitor types (`create` runs once: one store per
 * instance, two forms on a page never share one), its submission's lifecycle (core/submission.ts)
 * and its proof of work (core/proof.ts: the form element takes `proof.listeners`, the payload
 * `await proof.take()`).
 */
export function useFormState<State>(create: () => StoreApi<State>, options?: SubmissionOptions) {
  const [store] = useState(create);
  const submission = useSubmission(options);
  const proof = useProofOfWork();
  return { store, submission, proof };
}

/**
 * A form widget's start: `useWidget()`'s context with `track` (core/analytics.ts), `form` (its
 * store and current state), `submission`, `proof`, `consent`
 * (core/Consent.tsx) and the `id` its fields' ids start with.
 */
export function useFormWidget<State>(create: () => StoreApi<State>, options?: SubmissionOptions) {
  const context = useWidget();
  const track = useAnalytics();
  const { store, submission, proof } = useFormState(create, options);
  const form = [store, useStore(store)] as const;
  const consent = useConsent();
  const id = useId();
  return { ...context, track, form, submission, proof, consent, id };
}
