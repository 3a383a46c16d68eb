import { createBrowserRouter } from 'react-router-dom';
import { authGuard } from '../auth/authGuard.ts';
import { addNavigationGuard } from './guards.ts';
import { routes } from './routes.tsx';

addNavigationGuard(authGuard);

export const router = createBrowserRouter(routes);
