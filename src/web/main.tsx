import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppErrorBoundary } from './components/layout/app-error-boundary';
import { ThemeController } from './components/layout/theme-controller';
import { Toaster } from './components/ui/toast';
import { initI18n } from './lib/i18n';
import { removeStoredThemeMode } from './lib/storage-keys';
import { AppRoutes } from './router';
import './styles.css';

removeStoredThemeMode();
void initI18n();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');

createRoot(rootElement).render(
  <StrictMode>
    <BrowserRouter>
      <AppErrorBoundary>
        <ThemeController />
        <AppRoutes />
        <Toaster />
      </AppErrorBoundary>
    </BrowserRouter>
  </StrictMode>,
);
