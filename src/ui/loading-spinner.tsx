/**
 * A screen-filling spinner named `label`: the element index.html shows before any script runs (its styles
 * are there, `.console-loading`), so a screen that keeps waiting shows the very same spinner.
 */
export function LoadingSpinner({ label }: { label: string }) {
  return <div className="console-loading" role="status" aria-label={label} />;
}
