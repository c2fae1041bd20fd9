import { useId } from "react";
import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from "react";
import { useWidget } from "./WidgetRoot";
import type { SubmissionState } from "./submission";

interface FieldOwnProps {
  /** The control's id; the error and the hint take it as prefix. */
  id: string;
  label: string;
  /** Shows the required marker (hidden from screen readers, which hear `required`). */
  marked?: boolean;
  /** The validation message, in the widget's language; marks the control invalid. */
  error?: string;
  /** A note under the control (a counter), read with it. */
  hint?: ReactNode;
  /** The wrapper's class. */
  className?: string;
  /** Extra classes of the control, next to `mw-input`. */
  controlClassName?: string;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">;
type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">;

export type FieldProps = FieldOwnProps &
  (
    | ({ multiline?: false; controlRef?: Ref<HTMLInputElement> } & InputProps)
    | ({ multiline: true; controlRef?: Ref<HTMLTextAreaElement> } & TextareaProps)
  );

/**
 * A form field of the library: label, input or textarea, hint and error, wired for assistive tech.
 * `controlRef`, not `ref`: Preact (the embeds' React) gives a function component no `ref` prop.
 */
export function Field(props: FieldProps) {
  const { id, label, marked, error, hint, className, controlClassName, controlRef, ...control } =
    props;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    className: controlClassName ? `mw-input ${controlClassName}` : "mw-input",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  };
  return (
    <div className={className}>
      <label className="mw-label" htmlFor={id} part="label">
        {label}
        {marked && (
          <span className="mw-required" aria-hidden="true">
            {" *"}
          </span>
        )}
      </label>
      {control.multiline ? (
        <textarea
          part="textarea"
          {...withoutMultiline(control)}
          ref={controlRef as Ref<HTMLTextAreaElement>}
          {...shared}
        />
      ) : (
        <input
          part="input"
          {...withoutMultiline(control)}
          ref={controlRef as Ref<HTMLInputElement>}
          {...shared}
        />
      )}
      {hint && (
        <p className="mw-field__hint" id={hintId} part="hint">
          {hint}
        </p>
      )}
      {error && (
        <p className="mw-field__error" id={errorId} part="error">
          {error}
        </p>
      )}
    </div>
  );
}

function withoutMultiline<T extends { multiline?: boolean }>({ multiline: _, ...rest }: T) {
  return rest;
}

export interface FormSectionProps {
  /** The form's class block: `mw-newsletter` gives `mw-newsletter__title`. */
  block: string;
  /** Leaves out the heading and description (the `compact` attribute); the section is then unnamed. */
  compact?: boolean;
  children: ReactNode;
}

/**
 * A form widget's section, named by its heading; the widget's `title` and `description` strings,
 * unless the host page puts its own words in the element's `heading` and `description` slots
 * (`<span slot="heading">…</span>`): the heading keeps its level and still names the section.
 */
export function FormSection({ block, compact, children }: FormSectionProps) {
  const { t } = useWidget();
  const titleId = `${useId()}-title`;
  return (
    <section className={block} part="container" aria-labelledby={compact ? undefined : titleId}>
      {!compact && (
        <>
          <h2 className={`${block}__title`} id={titleId} part="title">
            <slot name="heading">{t("title")}</slot>
          </h2>
          <p className={`${block}__description`}>
            <slot name="description">{t("description")}</slot>
          </p>
        </>
      )}
      {children}
    </section>
  );
}

/**
 * A form's status line. It stays in the tree while empty: a screen reader only announces what is
 * added to a live region it already knows.
 */
export function StatusMessage(props: { className: string; state: SubmissionState; text: string }) {
  const tone = props.state === "failed" ? "error" : "success";
  return (
    <p className={props.className} part="message" role="status" data-tone={tone}>
      {props.text}
    </p>
  );
}

/** The fields' styles, added by the widgets that have a form. */
export const fieldStyles = `
.mw-required { color: var(--mw-color-danger, #b91c1c); }
.mw-input[aria-invalid="true"] { border-color: var(--mw-color-danger, #b91c1c); }
.mw-field__error, .mw-field__hint { margin: var(--mw-space-1, 4px) 0 0; font-size: var(--mw-font-size-sm, 14px); color: var(--mw-color-danger, #b91c1c); }
.mw-field__hint { color: var(--mw-color-muted, #4b5563); }
`;
