import { useTranslation } from '@/lib/i18n';
import { Badge, cn, focusRing } from '@/components/ui';
import type { BarcodeReport } from './barcode-report';

const mm = (value: number) => value.toFixed(2);

/** One barcode in the panel: a button that zooms to it, then what was read and measured. */
export function BarcodeEntry({ report, onShow }: { report: BarcodeReport; onShow: () => void }) {
  const { t } = useTranslation('barcodes');
  const { found, size, elements } = report;
  const name = found.symbology ? t(`symbology.${found.symbology}`) : t('symbology.unknown');
  return (
    <article className="rounded-md border border-slate-300 p-2 text-sm">
      <button
        type="button"
        onClick={onShow}
        className={cn(
          'flex w-full flex-col items-start rounded text-start hover:bg-slate-50',
          focusRing,
        )}
        aria-label={t('show', { name })}
      >
        <span className="font-semibold">{name}</span>
        {found.text && (
          <span dir="ltr" className="font-mono break-all text-slate-800">
            {elements ? elements.map((e) => `(${e.ai})${e.raw}`).join('') : found.text}
          </span>
        )}
      </button>
      <div className="mt-1 flex flex-wrap gap-1">
        <Badge tone={found.status === 'read' ? 'success' : 'error'}>
          {t(`status.${found.status}`)}
        </Badge>
        {report.checkDigit !== 'none' && found.status !== 'check-digit-wrong' && (
          <Badge tone={report.checkDigit === 'right' ? 'success' : 'error'}>
            {t(`checkDigit.${report.checkDigit}`)}
          </Badge>
        )}
        {report.quietZonesClear !== null && (
          <Badge tone={report.quietZonesClear ? 'success' : 'error'}>
            {t(report.quietZonesClear ? 'quietZone.clear' : 'quietZone.obstructed')}
          </Badge>
        )}
        {size?.truncated && (
          <Badge tone="warning">{t('truncated', { percent: size.barHeightPercent })}</Badge>
        )}
      </div>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-800">
        {size && (
          <>
            <dt>{t('size.printed')}</dt>
            <dd dir="ltr" className="text-end">
              {t('size.dimensionsMm', { width: mm(size.width), height: mm(size.height) })}
            </dd>
            <dt>{t('size.x')}</dt>
            <dd dir="ltr" className="text-end">{`${size.x.toFixed(3)} mm`}</dd>
          </>
        )}
        {size?.magnification !== undefined && (
          <>
            <dt>{t('size.magnification')}</dt>
            <dd dir="ltr" className="text-end">{`${size.magnification} %`}</dd>
          </>
        )}
        {size?.fullSize && (
          <>
            <dt>{t('size.full')}</dt>
            <dd dir="ltr" className="text-end">
              {t('size.dimensionsMm', {
                width: mm(size.fullSize.width),
                height: mm(size.fullSize.height),
              })}
            </dd>
          </>
        )}
        {size?.barHeightPercent !== undefined && (
          <>
            <dt>{t('size.barHeight')}</dt>
            <dd dir="ltr" className="text-end">{`${size.barHeightPercent} %`}</dd>
          </>
        )}
        {size?.xInRange === false && (
          <>
            <dt>{t('size.x')}</dt>
            <dd className="text-end">{t('size.outOfRange')}</dd>
          </>
        )}
        {elements?.map((e) => (
          <div key={e.ai} className="contents">
            <dt dir="ltr" className="font-mono">{`(${e.ai})`}</dt>
            <dd className="text-end">
              <span className="block">{t(`ai.${e.base}`, { defaultValue: e.title })}</span>
              <span dir="ltr" className="font-mono">
                {e.date ?? (e.amount ? `${e.amount.value} ${e.amount.unit}` : e.raw)}
              </span>
              {e.checkDigitValid === false && (
                <span className="block text-red-800">{t('checkDigit.wrong')}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {report.unparsed !== null && <p className="mt-1 text-xs text-red-800">{t('unparsed')}</p>}
      {found.ownReader && <p className="mt-1 text-xs text-red-800">{t('ownReader')}</p>}
      {found.status === 'unreadable' && (
        <p className="mt-1 text-xs text-slate-700">{t('unreadableHint')}</p>
      )}
    </article>
  );
}
