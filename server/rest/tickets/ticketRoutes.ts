// Support tickets: user/submitTicket (anyone), admin/getTickets and admin/updateTicket (platform admin).
import type { Route } from '../route.ts';

export const ticketUserRoutes: Record<string, Route> = {};

export const ticketAdminRoutes: Record<string, Route> = {};
