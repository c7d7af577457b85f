/**
 * The event key is unique in the database (a vote's award and a draw entry's debit are written once
 * by it). An editor's adjustment in the admin panel has none: the content manager sends a blank field
 * as "", and two "" would collide where two nulls never do.
 */
type WriteEvent = { params: { data?: { eventKey?: unknown } } };

const noBlankEventKey = (event: WriteEvent) => {
  const data = event.params.data;
  if (data && typeof data.eventKey === 'string' && data.eventKey.trim() === '') data.eventKey = null;
};

export default { beforeCreate: noBlankEventKey, beforeUpdate: noBlankEventKey };
