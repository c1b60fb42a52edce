import { useMemo, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { describeError } from '@/lib/i18n';
import { compareText, type TextDifference } from '@/domain/text-compare';
import { Alert, Button, SelectField, Spinner, usePhoneLayout } from '@/components/ui';
import { useElementSize } from '../hooks/use-element-size';
import type { RequestedChange } from '../model/requested-changes';
import type { VersionPair } from '../model/versions';
import type { CompareMode } from '../stores/compare-store';
import { DifferenceList } from './difference-list';
import { NoTextLayer } from './no-text-layer';
import { PagePairing } from './page-pairing';
import { syncZoom } from './sync-zoom';
import { TextFixCheck } from './text-fix-check';
import { TextPagePanel } from './text-page-panel';
import { useDifferenceKeys } from './use-difference-keys';
import { useVersionText, type VersionText } from './use-version-text';

export interface TextCompareViewProps {
  assetUID: string;
  pair: VersionPair;
  /** Whether both versions are PDFs (or PDF-compatible), the files that have a text layer. */
  hasPdf: boolean;
  /** Whether the originals may be read: an external review link may not allow it. */
  canReadOriginals: boolean;
  changes: readonly RequestedChange[];
  onPixelView: (mode: CompareMode) => void;
}

type Ready = Extract<VersionText, { status: 'ready' }>;

/** The Text view of compare; loaded only when chosen. */
export default function TextCompareView(props: TextCompareViewProps) {
  const { t } = useTranslation('compare-text');
  if (!props.hasPdf) return <NoTextLayer reason="not-pdf" onPixelView={props.onPixelView} />;
  if (!props.canReadOriginals)
    return <NoTextLayer reason="no-originals" onPixelView={props.onPixelView} />;
  return <Loaded {...props} loadingLabel={t('loading')} />;
}

function Loaded(props: TextCompareViewProps & { loadingLabel: string }) {
  const { t } = useTranslation('compare-text');
  const before = useVersionText(props.assetUID, props.pair.from);
  const after = useVersionText(props.assetUID, props.pair.to);
  const failed = before.status === 'error' ? before : after.status === 'error' ? after : null;
  if (failed) {
    return (
      <Alert tone="error" title={t('loadFailed')}>
        {describeError(failed.error)}
      </Alert>
    );
  }
  if (before.status !== 'ready' || after.status !== 'ready')
    return <Spinner label={props.loadingLabel} />;
  return <Compared {...props} before={before} after={after} />;
}

function Compared(props: TextCompareViewProps & { before: Ready; after: Ready }) {
  const { t } = useTranslation('compare-text');
  const { before, after, pair } = props;
  const [overrides, setOverrides] = useState<Map<number, number | null>>(() => new Map());
  const comparison = useMemo(
    () => compareText(before.pages, after.pages, overrides),
    [before.pages, after.pages, overrides],
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const phone = usePhoneLayout();
  const pagesRef = useRef<HTMLDivElement>(null);
  // On a phone the list is below both pages: choosing from it brings the pages back into view.
  const choose = (id: string) => {
    setSelectedId(id);
    if (phone) pagesRef.current?.scrollIntoView({ block: 'start' });
  };
  const [shownPair, setShownPair] = useState(0);
  const [panelElement, setPanelElement] = useState<HTMLDivElement | null>(null);
  const panel = useElementSize(panelElement);
  const list = comparison.differences;
  const selected = list.find((d) => d.id === selectedId) ?? null;
  const pairIndex = selected
    ? comparison.pairs.findIndex(
        (p) => p.oldPage === selected.oldPage && p.newPage === selected.newPage,
      )
    : Math.min(shownPair, comparison.pairs.length - 1);
  const current = comparison.pairs[pairIndex];

  const select = (d: TextDifference | undefined) => {
    if (d) setSelectedId(d.id);
  };
  const step = (direction: 1 | -1) => {
    const at = selected ? list.indexOf(selected) : direction === 1 ? -1 : list.length;
    select(list[(at + direction + list.length) % list.length]);
  };
  useDifferenceKeys(list.length > 0, step);

  const everyPageTextless =
    comparison.oldWithoutText.length === before.pages.length &&
    comparison.newWithoutText.length === after.pages.length;
  if (everyPageTextless) return <NoTextLayer reason="no-text" onPixelView={props.onPixelView} />;

  const oldSize = current?.oldPage != null ? (before.sizes[current.oldPage] ?? null) : null;
  const newSize = current?.newPage != null ? (after.sizes[current.newPage] ?? null) : null;
  const focus = selected && !selected.wholePage ? selected : null;
  const zoom = syncZoom([oldSize, newSize], [focus?.oldBox ?? null, focus?.newBox ?? null], panel);
  const boxesOn = (side: 'old' | 'new') =>
    list.flatMap((d) => {
      const box = side === 'old' ? d.oldBox : d.newBox;
      const onShownPair = d.oldPage === current?.oldPage && d.newPage === current.newPage;
      // Text only in the other version has just a place here: outlined when chosen, not shaded.
      const onlyElsewhere = d.kind === (side === 'old' ? 'added' : 'removed');
      return box && onShownPair && (!onlyElsewhere || d.id === selectedId)
        ? [{ id: d.id, box }]
        : [];
    });
  const textless = [
    ...comparison.oldWithoutText.map((page) =>
      t('noText.page', { page: page + 1, version: pair.from }),
    ),
    ...comparison.newWithoutText.map((page) =>
      t('noText.page', { page: page + 1, version: pair.to }),
    ),
  ];
  const position = selected ? list.indexOf(selected) + 1 : 0;

  return (
    <div className="flex flex-col gap-4">
      {textless.length > 0 && (
        <Alert tone="warning" title={t('noText.someTitle')}>
          <ul className="list-disc ps-5">
            {textless.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <div className="mt-2">
            <Button variant="secondary" size="sm" onClick={() => props.onPixelView('difference')}>
              {t('noText.difference')}
            </Button>
          </div>
        </Alert>
      )}
      <div className="flex flex-wrap items-end gap-3">
        {comparison.pairs.length > 1 && (
          <div className="w-64">
            <SelectField
              label={t('pages.label')}
              value={pairIndex}
              onChange={(event) => {
                setSelectedId(null);
                setShownPair(Number(event.target.value));
              }}
            >
              {comparison.pairs.map((p, i) => (
                <option key={i} value={i}>
                  {t('pages.option', {
                    newPage: p.newPage === null ? '—' : p.newPage + 1,
                    oldPage: p.oldPage === null ? '—' : p.oldPage + 1,
                    from: pair.from,
                    to: pair.to,
                  })}
                </option>
              ))}
            </SelectField>
          </div>
        )}
        <div className="flex items-center gap-2" role="group" aria-label={t('step.label')}>
          <Button
            variant="secondary"
            size="sm"
            aria-keyshortcuts="p"
            disabled={!list.length}
            onClick={() => step(-1)}
          >
            <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
            {t('step.previous')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-keyshortcuts="n"
            disabled={!list.length}
            onClick={() => step(1)}
          >
            {t('step.next')}
            <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={!selected}
            onClick={() => setSelectedId(null)}
          >
            {t('step.fit')}
          </Button>
          <p role="status" className="text-sm text-slate-800">
            {selected ? t('step.position', { position, count: list.length }) : t('step.keys')}
          </p>
        </div>
      </div>
      <div ref={pagesRef} className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {(
          [
            ['old', current?.oldPage ?? null, before, oldSize, pair.from],
            ['new', current?.newPage ?? null, after, newSize, pair.to],
          ] as const
        ).map(([side, page, version, size, number], i) => (
          <figure key={side} className="flex flex-col gap-1">
            <figcaption className="text-sm font-medium text-slate-900">
              {page === null
                ? t('panel.nothing', { version: number })
                : t('panel.caption', { version: number, page: page + 1 })}
            </figcaption>
            <div
              ref={i === 0 ? setPanelElement : undefined}
              className="relative h-[45vh] min-h-56 rounded-md border border-slate-300 md:h-[60vh]"
            >
              {page !== null && size && (
                <TextPagePanel
                  document={version.document}
                  pageIndex={page}
                  size={size}
                  panel={panel}
                  view={{
                    zoom,
                    focus: side === 'old' ? (focus?.oldBox ?? null) : (focus?.newBox ?? null),
                  }}
                  boxes={boxesOn(side)}
                  selected={selectedId}
                  label={t('panel.label', { version: number, page: page + 1 })}
                />
              )}
            </div>
          </figure>
        ))}
      </div>
      <PagePairing
        pairs={comparison.pairs}
        oldCount={before.pages.length}
        newCount={after.pages.length}
        overrides={overrides}
        onChange={(next) => {
          setSelectedId(null);
          setOverrides(next);
        }}
        from={pair.from}
        to={pair.to}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <DifferenceList
          pairs={comparison.pairs}
          differences={list}
          selected={selectedId}
          onSelect={choose}
          from={pair.from}
          to={pair.to}
        />
        <TextFixCheck
          comparison={comparison}
          changes={props.changes}
          oldSizes={before.sizes}
          selected={selectedId}
          onSelect={choose}
          from={pair.from}
          to={pair.to}
        />
      </div>
    </div>
  );
}
