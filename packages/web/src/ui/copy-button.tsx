import { Check, Copy } from 'lucide-react';
import { useState } from 'react';

/** Copies text to the clipboard and says so. */
export function CopyButton({ text, label, compact }: { text: string; label: string; compact?: boolean }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={`btn ${compact ? 'ghost small' : 'secondary small'}`}
      aria-label={label}
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => {
            setCopied(true);
            setTimeout(() => setCopied(false), 2000);
          },
          () => setCopied(false),
        )
      }
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      <span>{copied ? 'Copied' : 'Copy'}</span>
    </button>
  );
}
