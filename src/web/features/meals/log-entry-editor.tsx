// Inline edit of a log entry (SPEC §4): Escape cancels, Cmd/Ctrl+Enter submits, blank is refused.
import { useState } from 'react';
import { Button } from '../../components/ui/button';

export function LogEntryEditor({
  initial,
  onCancel,
  onSave,
}: {
  initial: string;
  onCancel: () => void;
  onSave: (text: string) => Promise<boolean>;
}) {
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (!text.trim() || saving) return;
    setSaving(true);
    const ok = await onSave(text.trim());
    setSaving(false);
    if (ok) onCancel();
  };
  return (
    <div className="grid gap-2">
      <label className="sr-only" htmlFor="entry-editor">
        Edit log entry
      </label>
      <textarea
        id="entry-editor"
        autoFocus
        value={text}
        disabled={saving}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            onCancel();
          } else if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) {
            e.preventDefault();
            void submit();
          }
        }}
        className="min-h-24 w-full rounded-xl border border-stone-300 p-3 text-base text-stone-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button size="sm" onClick={() => void submit()} disabled={!text.trim() || saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </div>
  );
}
