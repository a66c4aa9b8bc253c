import { memo, useMemo } from "react";
import { REDACTION_CATEGORY_LABELS } from "../../lib/redact";
import type { PackedRedaction } from "../../lib/redact-transfer";
import { redactionPreview } from "../../lib/redact-preview";
import { redactorLabels } from "../../content/redactor";

const number = new Intl.NumberFormat("en-US");

/**
 * The redacted text with each replacement in a <mark>. The category is in the mark's title and in
 * a visually hidden prefix for screen readers; that prefix is `select-none`, so selecting and
 * copying the text by hand (the 'Copy Failed' advice) gives exactly the redacted text.
 */
export const RedactedPreview = memo(function RedactedPreview({ result }: { result: PackedRedaction }) {
  const preview = useMemo(() => redactionPreview(result), [result]);
  return (
    <div>
      <pre
        className="max-h-[28rem] overflow-auto rounded-lg border border-line bg-surface-50 p-4 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap text-ink"
        tabIndex={0}
        role="group"
        aria-label={redactorLabels.previewHeading}
        data-testid="redacted-preview"
      >
        {preview.segments.map((segment) =>
          segment.kind === "text" ? (
            segment.text
          ) : (
            <mark
              key={segment.start}
              title={REDACTION_CATEGORY_LABELS[segment.category]}
              data-category={segment.category}
              className="rounded bg-accent-100 px-0.5 text-ink ring-1 ring-accent-300"
            >
              <span className="sr-only select-none">{`${REDACTION_CATEGORY_LABELS[segment.category]}: `}</span>
              {segment.text}
            </mark>
          ),
        )}
      </pre>
      <p className="hint mt-2">
        {preview.truncated ? redactorLabels.truncated(number.format(preview.shownChars), number.format(preview.totalChars)) : redactorLabels.previewNote}
      </p>
    </div>
  );
});
