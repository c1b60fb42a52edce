import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ActionContext, ReviewAction } from '../actions/action-types';
import { REVIEW_ACTIONS } from '../actions/registry';
import { InspectToolbar } from '../inspect/inspect-toolbar';
import { ActionButton } from './action-button';
import { ColorPicker } from './color-picker';
import { ToolbarMore } from './toolbar-more';
import { ZoomField } from './zoom-field';

const byIds = (ids: readonly string[]): ReviewAction[] =>
  ids.flatMap((id) => REVIEW_ACTIONS.filter((action) => action.id === id));

const ZOOM_OUT = byIds(['view.zoom-out']);
const ZOOM_IN_FIT = byIds(['view.zoom-in', 'view.fit', 'view.fit-width', 'view.vector']);
const HISTORY = byIds(['edit.undo', 'edit.redo']);
const HELP = byIds(['view.find', 'help.shortcuts']);
/** What a phone's toolbar keeps in view; everything else is behind "More tools". */
const ESSENTIAL_TOOLS = new Set(['tool.select', 'tool.hand', 'tool.pin', 'tool.rect']);

/**
 * The toolbar: tool toggles, colour, zoom and history, all from the action registry (the
 * same actions the keyboard and help panel use). What is not available here is left out.
 * Below the md breakpoint only the essential tools show, the rest in a "More tools" menu.
 */
export function WorkspaceToolbar({ ctx, inspect }: { ctx: ActionContext; inspect?: ReactNode }) {
  const { t } = useTranslation('review');
  const available = (actions: readonly ReviewAction[]) => actions.filter((a) => a.isAvailable(ctx));
  const tools = available(REVIEW_ACTIONS.filter((action) => action.group === 'tools'));
  const annotating = ctx.capabilities.canAnnotate && !ctx.capabilities.simpleMode;
  const history = available(HISTORY);
  const others = tools.filter((action) => !ESSENTIAL_TOOLS.has(action.id));
  const rest = (
    <>
      {inspect}
      {annotating && <ColorPicker editor={ctx.editor} />}
      <InspectToolbar />
      <div role="group" aria-label={t('toolbar.zoom')} className="flex items-center gap-0.5">
        {available(ZOOM_OUT).map((action) => (
          <ActionButton key={action.id} action={action} ctx={ctx} />
        ))}
        <ZoomField editor={ctx.editor} />
        {available(ZOOM_IN_FIT).map((action) => (
          <ActionButton key={action.id} action={action} ctx={ctx} />
        ))}
      </div>
      {history.length > 0 && (
        <div role="group" aria-label={t('toolbar.history')} className="flex items-center gap-0.5">
          {history.map((action) => (
            <ActionButton key={action.id} action={action} ctx={ctx} />
          ))}
        </div>
      )}
      {available(HELP).map((action) => (
        <ActionButton key={action.id} action={action} ctx={ctx} />
      ))}
    </>
  );
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <div role="group" aria-label={t('toolbar.tools')} className="flex items-center gap-0.5">
        {tools.map((action) =>
          ESSENTIAL_TOOLS.has(action.id) ? (
            <ActionButton key={action.id} action={action} ctx={ctx} />
          ) : (
            <span key={action.id} className="hidden md:contents">
              <ActionButton action={action} ctx={ctx} />
            </span>
          ),
        )}
      </div>
      <div className="hidden md:contents">{rest}</div>
      <ToolbarMore>
        {others.length > 0 && (
          <div
            role="group"
            aria-label={t('toolbar.moreTools')}
            className="flex items-center gap-0.5"
          >
            {others.map((action) => (
              <ActionButton key={action.id} action={action} ctx={ctx} />
            ))}
          </div>
        )}
        {rest}
      </ToolbarMore>
    </div>
  );
}
