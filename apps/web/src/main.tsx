import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { AppRouter } from '@/app/router';
import { startSessionRead } from '@/lib/auth';
import { reportConnectivity } from '@/lib/connectivity';
import { createQueryClient } from '@/lib/query-client';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

startSessionRead();

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);

reportConnectivity();
