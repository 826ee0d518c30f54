import { createShellRoutes } from '@formwork/shell/app';
import { createBrowserRouter } from 'react-router-dom';

/** Every route of the console: the shell's fixed routes and the user's menus. */
export const router = createBrowserRouter(createShellRoutes());
