import { useTranslation } from '@/lib/i18n';
import type { ClientDirectory } from '@/api/types';
import { SelectField } from '@/components/ui';
import type { FilterUpdateOptions } from '../hooks/use-dashboard-filters';
import type { DashboardFilters } from '../model/filters';
import { useEchoedValue } from '../hooks/use-echoed-value';
import { SearchField } from './search-field';
import { StateFilter } from './state-filter';
import { ViewSwitch } from './view-switch';

export interface FilterBarProps {
  filters: DashboardFilters;
  clients: readonly ClientDirectory[];
  clientUID: string | undefined;
  searching: boolean;
  onChange: (change: Partial<DashboardFilters>, options?: FilterUpdateOptions) => void;
}

/** Text, states, client and view; every choice goes to the URL. */
export function FilterBar({ filters, clients, clientUID, searching, onChange }: FilterBarProps) {
  const { t } = useTranslation('dashboard');
  return (
    <section
      aria-label={t('filters.label')}
      className="grid gap-4 rounded-lg border border-slate-300 bg-white p-4 lg:grid-cols-[minmax(16rem,1fr)_auto_auto] lg:items-end"
    >
      <SearchField
        value={filters.query}
        busy={searching}
        onCommit={(query) => onChange({ query }, { replace: true })}
      />
      <StateFilter value={filters.states} onChange={(states) => onChange({ states })} />
      <div className="flex flex-wrap items-end gap-3">
        {clients.length > 1 && (
          <ClientSelect
            clients={clients}
            value={clientUID ?? ''}
            onChange={(uid) => onChange({ clientUID: uid })}
          />
        )}
        <ViewSwitch value={filters.view} onChange={(view) => onChange({ view })} />
      </div>
    </section>
  );
}

function ClientSelect({
  clients,
  value,
  onChange,
}: {
  clients: readonly ClientDirectory[];
  value: string;
  onChange: (clientUID: string) => void;
}) {
  const { t } = useTranslation('dashboard');
  const [shown, setShown] = useEchoedValue(value);
  return (
    <SelectField
      label={t('filters.client')}
      value={shown}
      onChange={(event) => {
        setShown(event.target.value);
        onChange(event.target.value);
      }}
    >
      {clients.map((client) => (
        <option key={client.clientUID} value={client.clientUID}>
          {client.name}
        </option>
      ))}
    </SelectField>
  );
}
