import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { DalAsset, Project } from '@/api/types';
import { Alert, Button, Dialog, DialogActions, Spinner, TextField } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { useCopyTargets } from '../../api/projects';
import { rankCopyTargets } from '../../model/copy-targets';
import { useRecentProjects } from '../../stores/recent-projects';

/**
 * Pick the project that gets copies of the chosen assets: the library's client's Active and
 * OnHold projects, searchable, the ones copied into before listed first.
 */
export function CopyToProjectDialog({
  assets,
  clientUID,
  pending,
  onCopy,
  onClose,
}: {
  assets: readonly DalAsset[];
  clientUID: string | null;
  pending: boolean;
  onCopy: (project: Project) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('library');
  const groupId = useId();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const projects = useCopyTargets(true);
  const recentUIDs = useRecentProjects((state) => state.projectUIDs);
  const { recent, others } = rankCopyTargets(projects.data ?? [], clientUID, recentUIDs, text);
  const all = [...recent, ...others];

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const project = all.find((p) => p.projectUID === chosen);
    setMissing(!project);
    if (project) onCopy(project);
  };

  const radio = (project: Project) => (
    <label
      key={project.projectUID}
      className="flex items-center gap-2 rounded px-2 py-1 text-sm hover:bg-slate-100"
    >
      <input
        type="radio"
        name={groupId}
        value={project.projectUID}
        checked={chosen === project.projectUID}
        onChange={() => {
          setChosen(project.projectUID);
          setMissing(false);
        }}
      />
      <span className="truncate">{project.name}</span>
      <span className="ms-auto shrink-0 text-xs text-slate-700">
        {t(`copy.state.${project.projectState}`)}
      </span>
    </label>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('copy.title', { count: assets.length, name: assets[0]?.name ?? '' })}
      description={t('copy.description')}
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
        <TextField
          label={t('copy.search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
        />
        {projects.isPending && <Spinner label={t('copy.loading')} />}
        {projects.isError && <Alert tone="error">{describeError(projects.error)}</Alert>}
        {projects.isSuccess && all.length === 0 && (
          <p className="text-sm text-slate-700">{t('copy.none')}</p>
        )}
        {all.length > 0 && (
          <div className="flex max-h-72 flex-col gap-2 overflow-auto">
            {recent.length > 0 && (
              <fieldset>
                <legend className="text-xs font-semibold text-slate-700 uppercase">
                  {t('copy.recent')}
                </legend>
                {recent.map(radio)}
              </fieldset>
            )}
            {others.length > 0 && (
              <fieldset>
                <legend className="text-xs font-semibold text-slate-700 uppercase">
                  {t('copy.allProjects')}
                </legend>
                {others.map(radio)}
              </fieldset>
            )}
          </div>
        )}
        {missing && <Alert tone="error">{t('copy.pickOne')}</Alert>}
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {t('copy.confirm', { count: assets.length })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
