// The demo accounts, read by the seed and by the journeys' sign-in helpers (so their credentials exist once).
import type { Role } from '../schema.ts';

export const DEMO_PASSWORD = 'Raahi@2026';

export const DEMO_ACCOUNTS: { email: string; role: Role; firstName: string; lastName: string }[] = [
  { email: 'admin@raahi.test', role: 'admin', firstName: 'Aarav', lastName: 'Mehta' },
  { email: 'hotel@raahi.test', role: 'hotel', firstName: 'Priya', lastName: 'Nair' },
  { email: 'cab@raahi.test', role: 'cab', firstName: 'Harpreet', lastName: 'Singh' },
  { email: 'tour@raahi.test', role: 'tour', firstName: 'Kavya', lastName: 'Iyer' },
  { email: 'content@raahi.test', role: 'content', firstName: 'Rohan', lastName: 'Das' },
  { email: 'user@raahi.test', role: 'user', firstName: 'Ananya', lastName: 'Sharma' },
];

/** The demo account of a role. */
export const demoEmail = (role: Role) => DEMO_ACCOUNTS.find((a) => a.role === role)!.email;

/** Travellers whose past stays, trips and tours are the seeded reviews (they sign in like anyone, with DEMO_PASSWORD). */
export const DEMO_TRAVELLERS: { email: string; role: Role; firstName: string; lastName: string }[] = [
  ['Rahul', 'Verma'],
  ['Sneha', 'Kulkarni'],
  ['Arjun', 'Reddy'],
  ['Fatima', 'Khan'],
  ['Vikram', 'Chauhan'],
  ['Meenakshi', 'Pillai'],
  ['Joseph', 'Dsouza'],
  ['Gurleen', 'Kaur'],
].map(([firstName, lastName]) => ({
  email: `${firstName!.toLowerCase()}@travellers.raahi.test`,
  role: 'user' as const,
  firstName: firstName!,
  lastName: lastName!,
}));

/** Cab owners whose fleets are based in other cities (seed/cab-fleets.ts): each runs the cars of its cities. */
export const DEMO_FLEET_OWNERS: { email: string; role: Role; firstName: string; lastName: string; cities: string[] }[] = [
  { email: 'north@fleets.raahi.test', role: 'cab', firstName: 'Manjeet', lastName: 'Gill', cities: ['delhi', 'jaipur'] },
  {
    email: 'west@fleets.raahi.test',
    role: 'cab',
    firstName: 'Sachin',
    lastName: 'Patil',
    cities: ['mumbai', 'pune', 'ahmedabad', 'panaji'],
  },
  { email: 'south@fleets.raahi.test', role: 'cab', firstName: 'Lakshmi', lastName: 'Rao', cities: ['bengaluru', 'chennai', 'hyderabad'] },
  { email: 'east@fleets.raahi.test', role: 'cab', firstName: 'Subrata', lastName: 'Ghosh', cities: ['kolkata'] },
];
