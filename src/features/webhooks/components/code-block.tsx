import { useTranslation } from '@/lib/i18n';
import { CopyButton } from './copy-button';

/** A titled, copyable, keyboard-scrollable code sample. Code renders as text, never as markup. */
export function CodeBlock({ title, code }: { title: string; code: string }) {
  const { t } = useTranslation('webhooks');
  return (
    <section aria-label={title} className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-2">
        <h4 className="font-semibold text-slate-900">{title}</h4>
        <CopyButton text={() => code} label={t('guide.copyCode', { title })} />
      </div>
      <pre
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- takes focus to scroll by keyboard; the section around it is the named region
        tabIndex={0}
        dir="ltr"
        className="max-h-96 overflow-auto rounded-md bg-slate-900 p-3 font-mono text-xs text-slate-50"
      >
        {code}
      </pre>
    </section>
  );
}
