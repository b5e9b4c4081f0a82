// Thumbnails of an entry's photos; each opens the full-screen zoom.
import { thumbnailUrl } from './api/upload-images';

export function EntryImages({ images, onZoom }: { images: readonly string[]; onZoom: (src: string) => void }) {
  if (images.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label="Photos">
      {images.map((src, i) => (
        <li key={src}>
          <button
            type="button"
            onClick={() => onZoom(src)}
            className="block overflow-hidden rounded-lg ring-1 ring-stone-200"
            aria-label={`Open photo ${i + 1}`}
          >
            <img src={thumbnailUrl(src)} alt="" className="h-16 w-16 object-cover" loading="lazy" />
          </button>
        </li>
      ))}
    </ul>
  );
}
