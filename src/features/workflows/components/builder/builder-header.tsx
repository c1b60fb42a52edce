import type { RefObject } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert, BackLink, Badge, Button, TextField } from '@/components/ui';
import { describeWorkflowError } from '../../access/describe-refusal';
import type { DraftProblems } from '../../model/draft-problems';
import { useDraft } from './draft-context';
import { ProblemSummary } from './problem-summary';
import { BuilderToolbar } from './builder-toolbar';
import type { SaveState } from './use-save-draft';

interface BuilderHeaderProps {
  listHref: string;
  isNew: boolean;
  dirty: boolean;
  problems: DraftProblems;
  save: SaveState;
  summaryRef: RefObject<HTMLDivElement | null>;
  selected: string | undefined;
  setSelected: (uid: string | undefined) => void;
  readOnly: boolean;
  clientName: string;
}

/** Name, save state, the toolbar, and (after a refused save) what stands in the way. */
export function BuilderHeader(props: BuilderHeaderProps) {
  const { t } = useTranslation(['workflows', 'workflow-inspector']);
  const name = useDraft((state) => state.name);
  const setName = useDraft((state) => state.setName);
  const { save, problems, summaryRef, setSelected } = props;
  const nameProblem = save.serverProblems?.name.join(' ');
  const general =
    save.error && !save.serverProblems
      ? describeWorkflowError(save.error)
      : save.serverProblems?.other.join(' ');
  const status = save.pending
    ? t('builder.saving')
    : props.dirty
      ? t('builder.unsaved')
      : props.isNew
        ? t('builder.notCreated')
        : t('builder.allSaved');

  return (
    <header className="space-y-3">
      <nav aria-label={t('builder.breadcrumb')}>
        <BackLink to={props.listHref}>{t('builder.backToList')}</BackLink>
      </nav>
      <div className="flex flex-wrap items-end gap-3">
        <h1 className="sr-only">{name.trim() || t('list.untitled')}</h1>
        <div className="min-w-64 flex-1">
          <TextField
            label={t('builder.nameLabel')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={nameProblem || undefined}
            autoComplete="off"
            readOnly={props.readOnly}
          />
        </div>
        {props.readOnly ? null : (
          <p role="status" className="pb-2 text-sm text-slate-700">
            {status}
          </p>
        )}
        {problems.count > 0 ? (
          <Badge tone="error">{t('builder.problemCount', { count: problems.count })}</Badge>
        ) : null}
        {props.readOnly ? null : (
          <>
            <BuilderToolbar selected={props.selected} setSelected={setSelected} />
            <Button onClick={() => save.save(summaryRef.current)} disabled={save.pending}>
              {props.isNew ? t('builder.create') : t('builder.save')}
            </Button>
          </>
        )}
      </div>
      {props.readOnly ? (
        <Alert tone="info" title={t('admin.viewOnlyTitle')}>
          {t('admin.builderViewOnly', { client: props.clientName })}
        </Alert>
      ) : null}
      <div ref={summaryRef} tabIndex={-1} className="outline-none">
        {save.attempted && problems.count > 0 ? (
          <ProblemSummary problems={problems} onSelect={setSelected} />
        ) : null}
        {general ? (
          <Alert tone="error" title={t('builder.saveFailed')}>
            {general}
          </Alert>
        ) : null}
        {save.serverProblems &&
        save.serverProblems.actions.size + save.serverProblems.roles.size > 0 ? (
          <Alert tone="error" title={t('builder.saveFailed')}>
            {t('builder.serverProblems')}
          </Alert>
        ) : null}
      </div>
    </header>
  );
}
