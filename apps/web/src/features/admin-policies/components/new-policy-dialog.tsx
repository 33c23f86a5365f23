import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useNavigate } from 'react-router';
import { PolicyForm } from './policy-form';

interface NewPolicyDialogProps {
  clientId: string | undefined;
  onClose: () => void;
}

/** The "New policy" dialog (loaded when first opened); a saved policy opens its page. */
export default function NewPolicyDialog({ clientId, onClose }: NewPolicyDialogProps) {
  const navigate = useNavigate();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-navy-950/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-surface p-6 shadow-card">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-ink">New policy</Dialog.Title>
            <Dialog.Close aria-label="Close" className="rounded-full p-1 hover:bg-navy-50">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm text-ink-muted">
            A policy one of your clients holds with a provider. Its valuations come from CSV imports.
          </Dialog.Description>
          <PolicyForm
            clientId={clientId}
            onDone={(policy) => {
              onClose();
              navigate(`/admin/policies/${policy.uuid}`);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
