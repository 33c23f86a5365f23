import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/button';
import { Logo } from '../../../shared/ui/logo';
import { useAuthStore } from '../store';

/** /welcome: the greeting after sign-in, before the policies. */
export function WelcomePage() {
  const vip = useAuthStore((s) => s.vip);
  const firm = useAuthStore((s) => s.firm);

  return (
    <div className="flex min-h-dvh flex-col bg-navy-950 text-white px-safe pt-safe pb-safe">
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-8 px-6 py-12 text-center">
        {firm?.logo ? (
          <img
            src={firm.logo}
            alt={firm.name}
            className="max-h-16 max-w-56 rounded-lg bg-white object-contain p-2"
          />
        ) : (
          firm && <p className="text-lg font-semibold">{firm.name}</p>
        )}
        <Logo vip={vip} tone="light" />
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">Welcome</h1>
          {vip && firm && (
            <p className="mt-3 text-lg text-navy-100">welcome to your VIP experience with {firm.name}</p>
          )}
        </div>
        <Link to="/tabs/policies" className={buttonClass('primary', 'lg', 'w-full')}>
          Continue to your policies
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
        <p className="text-xs leading-relaxed text-navy-300">
          {firm?.name ?? 'Your firm'} is an appointed representative of an authorised and regulated financial
          planning company.
        </p>
      </main>
    </div>
  );
}
