import { Fragment } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, Dialog } from '@/components/ui';
import type { ActionContext, ActionGroup } from '../actions/action-types';
import { REVIEW_ACTIONS } from '../actions/registry';
import { InspectShortcuts } from '../inspect/inspect-shortcuts';
import { isApplePlatform, shortcutKeys } from '../model/shortcuts';

const GROUPS: readonly ActionGroup[] = ['tools', 'view', 'pages', 'edit', 'help'];

interface Props {
  ctx: ActionContext;
  open: boolean;
  onClose: () => void;
}

/** Every shortcut of the actions available here, straight from the registry. */
export function HelpDialog({ ctx, open, onClose }: Props) {
  const { t } = useTranslation('review');
  const apple = isApplePlatform();
  const actions = REVIEW_ACTIONS.filter(
    (action) => action.shortcuts.length > 0 && action.isAvailable(ctx),
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('help.title')}
      description={t('help.description')}
      footer={<Button onClick={onClose}>{t('help.close')}</Button>}
    >
      <div className="max-h-[60vh] overflow-y-auto">
        {GROUPS.map((group) => {
          const inGroup = actions.filter((action) => action.group === group);
          if (inGroup.length === 0) return null;
          return (
            <section key={group} className="mb-3">
              <h3 className="mb-1 text-sm font-semibold">{t(`help.groups.${group}`)}</h3>
              <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                {inGroup.map((action) => (
                  <Fragment key={action.id}>
                    <dt>{t(action.labelKey)}</dt>
                    <dd className="flex flex-wrap justify-end gap-1">
                      {action.shortcuts.map((shortcut, index) => (
                        <Fragment key={index}>
                          {index > 0 && <span className="text-slate-700">{t('help.or')}</span>}
                          <span className="flex gap-0.5">
                            {shortcutKeys(shortcut, apple).map((key) => (
                              <kbd
                                key={key}
                                className="rounded border border-slate-400 bg-slate-50 px-1.5 font-mono text-xs"
                              >
                                {key}
                              </kbd>
                            ))}
                            {shortcut.hold && (
                              <span className="text-slate-700">{t('help.hold')}</span>
                            )}
                          </span>
                        </Fragment>
                      ))}
                    </dd>
                  </Fragment>
                ))}
              </dl>
            </section>
          );
        })}
        <InspectShortcuts />
      </div>
    </Dialog>
  );
}
