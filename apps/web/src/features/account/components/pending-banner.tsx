import { Hourglass } from 'lucide-react';

/** Shown while a change the client asked for waits for the firm's approval. */
export function PendingBanner() {
  return (
    <div
      role="status"
      data-testid="pending-amendment"
      className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="text-sm">
        <p className="font-semibold">Pending amendment</p>
        <p className="mt-0.5">
          Your adviser is reviewing the changes you sent. Your details below stay as they are until the
          changes are approved.
        </p>
      </div>
    </div>
  );
}
