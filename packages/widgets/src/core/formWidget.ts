// How a form widget's body starts (the newsletter and contact forms): its context, the analytics
// push and the session's first touch, its own store of what the visitor types, its submission's
// lifecycle, its consent box and the id its fields' ids start with. The comment form is a part of
// <blog-post>, not a widget of its own: its list and form share their store and status
// (blog-post/Comments.tsx), and it records no first touch when it appears.
import { useId } from "react";
import type { StoreApi } from "zustand/vanilla";
import { useAnalytics } from "./analytics";
import { useFirstTouch } from "./attribution";
import { useConsent } from "./Consent";
import { useFormStore, useSubmission, type SubmissionOptions } from "./submission";
import { useWidget } from "./WidgetRoot";

/**
 * A form widget's start: `useWidget()`'s context with `track` (core/analytics.ts), `form` (the store
 * `create` makes, and its current state), `submission` (core/submission.ts), `consent`
 * (core/Consent.tsx) and `id`.
 */
export function useFormWidget<State>(create: () => StoreApi<State>, options?: SubmissionOptions) {
  const context = useWidget();
  const track = useAnalytics();
  useFirstTouch();
  const form = useFormStore(create);
  const submission = useSubmission(options);
  const consent = useConsent();
  const id = useId();
  return { ...context, track, form, submission, consent, id };
}
