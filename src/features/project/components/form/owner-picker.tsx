import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { User } from '@/api/types';
import { cn, focusRing } from '@/components/ui';
import { controlClass, FieldFooter } from '@/components/ui/field-parts';
import { PROJECT_LIMITS } from '../../model/limits';
import { ChipList } from './chip-list';

export interface OwnerPickerProps {
  /** Id of the search box, the field's focus target. */
  id: string;
  users: readonly User[];
  selected: string[];
  onChange: (ownerUIDs: string[]) => void;
  error?: string | undefined;
}

function matches(user: User, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  return (
    q === '' ||
    user.fullName.toLocaleLowerCase().includes(q) ||
    user.email.toLocaleLowerCase().includes(q)
  );
}

/**
 * Owners, 1 to 20, from the client's users: a search box filters a list of checkboxes, and
 * the chosen people show as chips with remove buttons. Plain form controls, so every screen
 * reader and the keyboard work without a custom combobox.
 */
export function OwnerPicker({ id, users, selected, onChange, error }: OwnerPickerProps) {
  const { t } = useTranslation('project');
  const [query, setQuery] = useState('');
  const byId = useMemo(() => new Map(users.map((user) => [user.userUID, user])), [users]);
  const visible = users.filter((user) => matches(user, query));
  const listId = `${id}-list`;
  const countId = `${id}-count`;
  const errorId = error ? `${id}-error` : undefined;
  const chosen = new Set(selected);

  const toggle = (userUID: string) => {
    onChange(
      chosen.has(userUID) ? selected.filter((uid) => uid !== userUID) : [...selected, userUID],
    );
  };

  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={[countId, errorId].filter(Boolean).join(' ')}
    >
      <legend className="text-sm font-medium text-slate-900">{t('form.fields.owners')}</legend>
      <ChipList
        label={t('form.owners.chosen')}
        items={selected.map((uid) => ({ key: uid, text: byId.get(uid)?.fullName ?? uid }))}
        removeLabel={(name) => t('form.owners.remove', { name })}
        onRemove={toggle}
        tone="accent"
      />
      <label htmlFor={id} className="text-sm text-slate-700">
        {t('form.owners.search')}
      </label>
      <input
        id={id}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-controls={listId}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={controlClass(Boolean(error))}
        autoComplete="off"
      />
      <ul
        id={listId}
        aria-label={t('form.owners.people')}
        className="flex max-h-40 flex-col gap-0.5 overflow-y-auto rounded-md border border-slate-300 p-1"
      >
        {visible.map((user) => (
          <li key={user.userUID}>
            <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-slate-100">
              <input
                type="checkbox"
                checked={chosen.has(user.userUID)}
                onChange={() => toggle(user.userUID)}
                className={cn('size-4 accent-blue-700', focusRing)}
              />
              <span className="text-slate-900">{user.fullName}</span>
              <span className="truncate text-slate-700">{user.email}</span>
            </label>
          </li>
        ))}
        {visible.length === 0 && (
          <li className="px-2 py-1 text-sm text-slate-700">
            {t('form.owners.noMatch', { query: query.trim() })}
          </li>
        )}
      </ul>
      <FieldFooter
        error={error}
        errorId={errorId}
        count={{
          text: t('form.owners.count', {
            count: selected.length,
            min: PROJECT_LIMITS.minOwners,
            max: PROJECT_LIMITS.maxOwners,
          }),
          over: selected.length > PROJECT_LIMITS.maxOwners,
        }}
        countId={countId}
        liveError
      />
    </fieldset>
  );
}
