import { useTranslation } from '@/lib/i18n';
import { Button } from './button';
import { cn } from './cn';
import { dismissToast, useToastStore } from './toast-store';
import type { Tone } from './alert';

const tones: Record<Tone, string> = {
  info: 'border-blue-700',
  success: 'border-green-700',
  warning: 'border-amber-600',
  error: 'border-red-700',
};

/**
 * Mount once. The live region is always in the page, because screen readers only announce
 * changes inside a region that already existed.
 */
export function ToastRegion() {
  const { t } = useTranslation('common');
  const toasts = useToastStore((s) => s.toasts);
  return (
    <section
      aria-label={t('toast.region')}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-end gap-2 sm:inset-x-auto sm:end-4"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={cn(
            'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-md border-s-4 bg-white px-4 py-3 text-sm text-slate-900 shadow-lg',
            tones[toast.tone],
          )}
        >
          <div className="min-w-0 flex-1">
            {toast.title && <p className="font-semibold">{toast.title}</p>}
            <p>{toast.message}</p>
          </div>
          <Button variant="ghost" size="sm" onClick={() => dismissToast(toast.id)}>
            {t('toast.dismiss')}
          </Button>
        </div>
      ))}
    </section>
  );
}
