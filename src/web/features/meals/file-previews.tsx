// Photos chosen in the composer, before they are uploaded with the entry.
import { X } from 'lucide-react';
import { useEffect, useMemo } from 'react';

export function FilePreviews({ files, onRemove }: { files: readonly File[]; onRemove: (file: File) => void }) {
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  if (files.length === 0) return null;
  return (
    <ul className="mb-2 flex gap-2 overflow-x-auto" aria-label="Attached images">
      {files.map((f, i) => (
        <li key={`${f.name}-${i}`} className="relative shrink-0">
          <img src={urls[i]} alt={f.name} className="h-14 w-14 rounded-lg object-cover ring-1 ring-stone-200" />
          <button
            type="button"
            onClick={() => onRemove(f)}
            aria-label={`Remove ${f.name}`}
            className="absolute -right-1.5 -top-1.5 rounded-full bg-stone-900 p-0.5 text-white"
          >
            <X className="h-3.5 w-3.5" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
