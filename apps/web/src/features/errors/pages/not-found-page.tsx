import { ArrowLeft, Compass } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { buttonClass } from '@/shared/ui/button';
import { Logo } from '@/shared/ui/logo';

export const NOT_FOUND_TEXT = 'The page you were looking for could not be found.';

/** Any unknown path. Go Back returns to the previous screen of the app, or home when there is none. */
export function NotFoundPage() {
  const navigate = useNavigate();
  // The router gives the first location of a session the key 'default': then there is no in-app history.
  const hasHistory = useLocation().key !== 'default';

  return (
    <div className="flex min-h-dvh flex-col bg-canvas px-safe pt-safe pb-safe">
      <header className="mx-auto w-full max-w-3xl px-5 py-5">
        <Logo />
      </header>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center px-5 pb-16 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-navy-100 text-navy-700">
          <Compass aria-hidden="true" className="size-8" strokeWidth={1.75} />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-widest text-accent-ink uppercase">Error 404</p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-ink text-balance">{NOT_FOUND_TEXT}</h1>
        <button
          type="button"
          onClick={() => (hasHistory ? navigate(-1) : navigate('/', { replace: true }))}
          className={buttonClass('primary', 'lg', 'mt-8 min-w-40')}
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          Go Back
        </button>
      </main>
    </div>
  );
}
