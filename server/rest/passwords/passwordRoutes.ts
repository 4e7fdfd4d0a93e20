// Password resets: admin/addSession (a reset link), admin/resetAccountPassword,
// and the sign-in screens' "forgot password".
import type { Route } from '../route.ts';

export const passwordAdminRoutes: Record<string, Route> = {};
