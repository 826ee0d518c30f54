import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from '../data-provider/index.js';
import { useWidgetText } from '../i18n/index.js';
import { useProviderData } from '../picker-dialog/index.js';
import { CURRENT_USER_ID, CURRENT_USER_NAME, type PickedUser } from './user-value.js';

export interface UserNames {
  /** The users of `ids` in order; an id nobody answered for shows as itself once loading ends. */
  users: PickedUser[];
  loading: boolean;
  /** Records users whose names are known already (just picked), so they are not fetched again. */
  remember(users: readonly PickedUser[]): void;
}

/** The names of stored user ids: usersByIds for the unknown ones; currentUser is 当前用户. */
export function useUserNames(ids: readonly string[]): UserNames {
  const provider = useDataProvider();
  const t = useWidgetText();
  const [known, setKnown] = useState<Record<string, PickedUser>>({
    [CURRENT_USER_ID]: { id: CURRENT_USER_ID, fullName: CURRENT_USER_NAME },
  });
  const missing = ids.filter((id) => !known[id]);
  const { data, loading } = useProviderData(missing.length ? missing.join(',') : null, (signal) =>
    provider.usersByIds({ ids: missing }, signal),
  );

  const remember = useCallback(
    (users: readonly PickedUser[]) =>
      setKnown((current) => ({ ...current, ...Object.fromEntries(users.map((user) => [user.id, user])) })),
    [],
  );

  useEffect(() => {
    if (data?.length) remember(data);
  }, [data, remember]);

  const fetched = new Map(data?.map((user) => [user.id, user]));
  return {
    users: ids.map((id) =>
      // The system variable reads in the user's language, however it was remembered.
      id === CURRENT_USER_ID
        ? { id, fullName: t('user.currentUser') }
        : (known[id] ?? fetched.get(id) ?? { id, fullName: loading ? '' : id }),
    ),
    loading,
    remember,
  };
}
