import { X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button, SelectField, TextField } from '@/components/ui';
import { SORTS, type LibrarySearch } from '../../model/library-search';

/** Text and tag filters, sort and view: each change goes to the URL. */
export function ContentsToolbar({
  search,
  tags,
  onChange,
}: {
  search: LibrarySearch;
  tags: readonly string[];
  onChange: (patch: Partial<LibrarySearch>) => void;
}) {
  const { t } = useTranslation('library');
  const available = tags.filter((tag) => !search.tags.includes(tag));
  return (
    <div className="flex flex-wrap items-end gap-3">
      <TextField
        label={t('filters.text')}
        type="search"
        value={search.text}
        onChange={(event) => onChange({ text: event.target.value })}
        className="w-56"
      />
      <SelectField
        label={t('filters.tag')}
        value=""
        disabled={available.length === 0}
        onChange={(event) =>
          event.target.value && onChange({ tags: [...search.tags, event.target.value] })
        }
      >
        <option value="">{t('filters.anyTag')}</option>
        {available.map((tag) => (
          <option key={tag} value={tag}>
            {tag}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('filters.sort')}
        value={search.sort}
        onChange={(event) => onChange({ sort: event.target.value as LibrarySearch['sort'] })}
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`filters.sorts.${sort}`)}
          </option>
        ))}
      </SelectField>
      <div role="group" aria-label={t('view.label')} className="flex gap-1">
        {(['grid', 'list'] as const).map((view) => (
          <Button
            key={view}
            size="sm"
            variant={search.view === view ? 'primary' : 'secondary'}
            aria-pressed={search.view === view}
            onClick={() => onChange({ view })}
          >
            {t(`view.${view}`)}
          </Button>
        ))}
      </div>
      {search.tags.length > 0 && (
        <ul aria-label={t('filters.chosenTags')} className="flex flex-wrap gap-1">
          {search.tags.map((tag) => (
            <li key={tag}>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('filters.removeTag', { tag })}
                onClick={() => onChange({ tags: search.tags.filter((other) => other !== tag) })}
              >
                {tag}
                <X aria-hidden="true" className="size-3.5" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
