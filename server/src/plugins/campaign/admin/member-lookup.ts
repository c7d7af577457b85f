import { useState } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';
import { messageOf } from './api';

/** An account found by e-mail at `path` (`?email=`): the address typed, the account or the refusal, and `find`. */
export function useMemberLookup<Account>(path: string) {
  const { get } = useFetchClient();
  const [email, setEmail] = useState('');
  const [account, setAccount] = useState<Account | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const find = async (wanted = email) => {
    try {
      const answer = await get<{ data: Account }>(`${path}?email=${encodeURIComponent(wanted.trim())}`);
      setAccount(answer.data.data);
      setLookupError(null);
    } catch (failure) {
      setAccount(null);
      setLookupError(messageOf(failure));
    }
  };
  return { email, setEmail, account, lookupError, find };
}

/**
 * One request id per action as typed: a retry of the same one is done once by the server, a changed
 * one is new. `changed(set)` wraps a field's setter; `renew()` after an action is done.
 */
export function useRequestId() {
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const renew = () => setRequestId(crypto.randomUUID());
  const changed = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    renew();
  };
  return { requestId, renew, changed };
}
