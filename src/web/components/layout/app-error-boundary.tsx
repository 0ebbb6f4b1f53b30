import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';

/** Catches unexpected render errors anywhere below the router and shows a recoverable screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected application error', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <AppErrorScreen /> : this.props.children;
  }
}

function AppErrorScreen() {
  const { t } = useTranslation();
  return (
    <main
      id="main"
      className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-bold text-brand-navy">{t('appError.heading')}</h1>
      <p className="text-slate-700">{t('appError.body')}</p>
      <div className="flex gap-3">
        <button
          type="button"
          className="btn-brand rounded-md px-4 py-2"
          onClick={() => window.location.reload()}
        >
          {t('appError.reload')}
        </button>
        <a href={paths.consumerLanding} className="rounded-md border border-slate-300 px-4 py-2">
          {t('appError.goHome')}
        </a>
      </div>
    </main>
  );
}
