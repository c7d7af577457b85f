type Props = {
  submitting: boolean;
  /** Shown when idle. */
  label: string;
  /** Shown while the form is being sent; the button is disabled meanwhile. */
  busyLabel: string;
};

/** A form's main button: disabled, with its "sending…" wording, while the form is being sent. */
export function SubmitButton({ submitting, label, busyLabel }: Props) {
  return (
    <button type="submit" className="button button--primary" disabled={submitting}>
      {submitting ? busyLabel : label}
    </button>
  );
}
