// Rooms and rates: a hotel's room types, rate plans and its calendar of nights.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { roomRoutes } from './rooms.routes.ts';

export { chooseStay, type Moving, type StayChoice } from './stay-choice.ts';
export { chooseRooms, type ChosenRoom, type RoomAsk, type RoomsChoice } from './stay-rooms.ts';
export { followHotelForm } from './rooms.service.ts';
export { loadHotelNights, roomsFree } from './hotel-nights.ts';

export const roomsModule = fp(async (app) => registerRoutes(app, roomRoutes), { name: 'rooms' });
