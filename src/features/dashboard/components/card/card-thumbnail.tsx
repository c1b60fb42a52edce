import { useCardDetails } from '../../api/card-details';
import { ImageIcon } from '../icons';

/**
 * The first asset's thumbnail, loaded only for cards on screen (batched with the others).
 * Decorative: the card's name says what it is.
 */
export function CardThumbnail({ projectUID }: { projectUID: string }) {
  const { data } = useCardDetails(projectUID);
  const url = data?.thumbnailUrl ?? null;
  return (
    <div className="grid size-12 shrink-0 place-items-center overflow-hidden rounded border border-slate-300 bg-slate-100 text-slate-500">
      {url === null ? (
        <ImageIcon width={20} height={20} />
      ) : (
        <img
          src={url}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="size-12 object-cover"
        />
      )}
    </div>
  );
}
