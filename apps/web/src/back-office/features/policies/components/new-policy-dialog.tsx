import { useNavigate } from 'react-router';
import { appPath } from '@/shared/routing/app-path';
import { FormDialog } from '@/shared/ui/dialog';
import { PolicyForm } from './policy-form';

interface NewPolicyDialogProps {
  clientId: string | undefined;
  onClose: () => void;
}

/** The "New policy" dialog (loaded when first opened); a saved policy opens its page. */
export default function NewPolicyDialog({ clientId, onClose }: NewPolicyDialogProps) {
  const navigate = useNavigate();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="New policy"
      description="A policy one of your clients holds with a provider. Its valuations come from CSV imports."
      size="lg"
    >
      <PolicyForm
        clientId={clientId}
        onDone={(policy) => {
          onClose();
          navigate(appPath.adminPolicy({ id: policy.uuid }));
        }}
      />
    </FormDialog>
  );
}
