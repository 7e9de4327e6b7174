import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders.tsx';
import { AppRoutes } from './routes.tsx';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
