type Props = {
  /** The id of the question, which the confirming button is described by. */
  id: string;
  question: string;
  confirmLabel: string;
  keepLabel: string;
  disabled: boolean;
  onConfirm: () => void;
  onKeep: () => void;
};

/** The second step of an action that ends or refunds something: the question, then "yes" or "keep it". */
export function ConfirmStep({ id, question, confirmLabel, keepLabel, disabled, onConfirm, onKeep }: Props) {
  return (
    <div className="subscription-box__confirm">
      <p id={id}>{question}</p>
      <div className="actions">
        <button type="button" className="button button--danger" aria-describedby={id} disabled={disabled} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button" disabled={disabled} onClick={onKeep}>
          {keepLabel}
        </button>
      </div>
    </div>
  );
}
