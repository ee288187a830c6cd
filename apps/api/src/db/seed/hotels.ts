// Demo hotels: a table of Indian cities (landmarks, airport, food, sights) and name roots; each hotel is a
// city × name root × property type, with star, price, amenities and the four info sections derived from them.
import { demoOwnership, type DemoOwnership } from './demo-ownership.ts';
import { hotelInHindi } from './hotels-in-hindi.ts';
import type { Translations } from '@raahi/contract/rules/translations';
import { toPaise } from '../../lib/money.ts';
import type { Db } from '../client.ts';
import { hotelNightlyTax } from '@raahi/contract/rules/pricing';
import { hotels } from '../schema.ts';
import type { Pictures } from './pictures.ts';
import { rng, type Rng } from './random.ts';
import type { SceneKind } from './scenes.ts';

type PropertyType = 'Hotel' | 'Apartment' | 'Villa' | 'Resort' | 'Camp';

type City = {
  city: string;
  state: string;
  scene: SceneKind;
  landmark: string;
  airport: [name: string, km: number];
  cuisine: string;
  sights: string[];
  /** one hotel per root, with the property type beside it */
  hotels: [root: string, type: PropertyType][];
};

const CITIES: City[] = [
  {
    city: 'Jaipur',
    state: 'Rajasthan',
    scene: 'palace',
    landmark: 'Hawa Mahal',
    airport: ['Jaipur International Airport', 12],
    cuisine: 'Rajasthani dal baati churma and laal maas',
    sights: ['Amber Fort', 'City Palace', 'Jantar Mantar', 'Nahargarh Fort'],
    hotels: [
      ['Amber Haveli', 'Hotel'],
      ['Pink City Suites', 'Apartment'],
      ['Aravali', 'Resort'],
      ['Johari Bazaar', 'Hotel'],
    ],
  },
  {
    city: 'Udaipur',
    state: 'Rajasthan',
    scene: 'palace',
    landmark: 'Lake Pichola',
    airport: ['Maharana Pratap Airport', 22],
    cuisine: 'Mewari thalis and lakeside grills',
    sights: ['City Palace', 'Jag Mandir', 'Sajjangarh', 'Fateh Sagar Lake'],
    hotels: [
      ['Pichola Lakeview', 'Hotel'],
      ['Fateh Sagar', 'Villa'],
      ['Mewar Courtyard', 'Hotel'],
    ],
  },
  {
    city: 'Goa',
    state: 'Goa',
    scene: 'beach',
    landmark: 'Calangute Beach',
    airport: ['Manohar International Airport, Mopa', 35],
    cuisine: 'Goan fish curry, xacuti and bebinca',
    sights: ['Fort Aguada', 'Basilica of Bom Jesus', 'Anjuna flea market', 'Dudhsagar Falls'],
    hotels: [
      ['Candolim Palms', 'Resort'],
      ['Casa Fontainhas', 'Villa'],
      ['Baga Bay', 'Hotel'],
      ['Morjim Sands', 'Apartment'],
    ],
  },
  {
    city: 'Mumbai',
    state: 'Maharashtra',
    scene: 'city',
    landmark: 'Marine Drive',
    airport: ['Chhatrapati Shivaji Maharaj International Airport', 22],
    cuisine: 'Parsi, Konkan seafood and street-food classics',
    sights: ['Gateway of India', 'Elephanta Caves', 'Colaba Causeway', 'Bandra-Worli Sea Link'],
    hotels: [
      ['Marine Drive', 'Hotel'],
      ['Bandra Bay', 'Apartment'],
      ['Colaba Heritage', 'Hotel'],
    ],
  },
  {
    city: 'New Delhi',
    state: 'Delhi',
    scene: 'city',
    landmark: 'Connaught Place',
    airport: ['Indira Gandhi International Airport', 16],
    cuisine: 'Mughlai kebabs, butter chicken and chaat',
    sights: ['India Gate', 'Humayun’s Tomb', 'Qutub Minar', 'Red Fort'],
    hotels: [
      ['Lutyens Grand', 'Hotel'],
      ['Aerocity Suites', 'Apartment'],
      ['Hauz Khas', 'Hotel'],
      ['Janpath', 'Hotel'],
    ],
  },
  {
    city: 'Manali',
    state: 'Himachal Pradesh',
    scene: 'mountain',
    landmark: 'Mall Road',
    airport: ['Bhuntar Airport', 50],
    cuisine: 'Himachali siddu, trout and Tibetan momos',
    sights: ['Solang Valley', 'Hadimba Temple', 'Rohtang Pass', 'Jogini Falls'],
    hotels: [
      ['Beas Riverside', 'Resort'],
      ['Deodar', 'Villa'],
      ['Solang Snowline', 'Camp'],
      ['Old Manali', 'Hotel'],
    ],
  },
  {
    city: 'Shimla',
    state: 'Himachal Pradesh',
    scene: 'mountain',
    landmark: 'The Ridge',
    airport: ['Shimla Airport (Jubbarhatti)', 23],
    cuisine: 'Himachali dham and colonial-era bakes',
    sights: ['Jakhoo Temple', 'Kufri', 'Christ Church', 'Chadwick Falls'],
    hotels: [
      ['Ridge View', 'Hotel'],
      ['Kufri Pines', 'Resort'],
      ['Mashobra', 'Villa'],
    ],
  },
  {
    city: 'Rishikesh',
    state: 'Uttarakhand',
    scene: 'camping',
    landmark: 'Laxman Jhula',
    airport: ['Jolly Grant Airport, Dehradun', 21],
    cuisine: 'Sattvic vegetarian thalis and Garhwali dishes',
    sights: ['Triveni Ghat', 'Beatles Ashram', 'Neer Garh Waterfall', 'Shivpuri rafting'],
    hotels: [
      ['Ganga Kinare', 'Hotel'],
      ['Shivpuri Riverside', 'Camp'],
      ['Tapovan', 'Resort'],
    ],
  },
  {
    city: 'Munnar',
    state: 'Kerala',
    scene: 'forest',
    landmark: 'Munnar town',
    airport: ['Cochin International Airport', 110],
    cuisine: 'Kerala sadya, appam with stew and fresh cardamom tea',
    sights: ['Eravikulam National Park', 'Mattupetty Dam', 'Tea Museum', 'Top Station'],
    hotels: [
      ['Tea Valley', 'Resort'],
      ['Cardamom Hills', 'Villa'],
      ['Kolukkumalai', 'Camp'],
    ],
  },
  {
    city: 'Alleppey',
    state: 'Kerala',
    scene: 'beach',
    landmark: 'Alleppey Beach',
    airport: ['Cochin International Airport', 78],
    cuisine: 'Karimeen pollichathu and toddy-shop classics',
    sights: ['Vembanad backwaters', 'Marari beach', 'Kuttanad paddy fields', 'Ambalappuzha Temple'],
    hotels: [
      ['Vembanad Lakefront', 'Resort'],
      ['Kuttanad', 'Villa'],
      ['Marari Beach', 'Hotel'],
    ],
  },
  {
    city: 'Varanasi',
    state: 'Uttar Pradesh',
    scene: 'palace',
    landmark: 'Dashashwamedh Ghat',
    airport: ['Lal Bahadur Shastri Airport', 26],
    cuisine: 'Banarasi kachori, malaiyyo and thandai',
    sights: ['Kashi Vishwanath Temple', 'Sarnath', 'Assi Ghat', 'Ramnagar Fort'],
    hotels: [
      ['Ganges Ghat', 'Hotel'],
      ['Kashi Residency', 'Apartment'],
      ['Assi Courtyard', 'Hotel'],
    ],
  },
  {
    city: 'Darjeeling',
    state: 'West Bengal',
    scene: 'mountain',
    landmark: 'Chowrasta',
    airport: ['Bagdogra Airport', 68],
    cuisine: 'Momos, thukpa and first-flush Darjeeling tea',
    sights: ['Tiger Hill', 'Batasia Loop', 'Happy Valley Tea Estate', 'Peace Pagoda'],
    hotels: [
      ['Kanchenjunga View', 'Hotel'],
      ['Happy Valley', 'Villa'],
      ['Ghoom', 'Hotel'],
    ],
  },
  {
    city: 'Jaisalmer',
    state: 'Rajasthan',
    scene: 'desert',
    landmark: 'Jaisalmer Fort',
    airport: ['Jaisalmer Airport', 8],
    cuisine: 'Ker sangri, gatte ki sabzi and bajra roti',
    sights: ['Sam Sand Dunes', 'Patwon ki Haveli', 'Gadisar Lake', 'Kuldhara'],
    hotels: [
      ['Sonar Qila', 'Hotel'],
      ['Sam Dunes', 'Camp'],
      ['Thar Oasis', 'Resort'],
    ],
  },
  {
    city: 'Bengaluru',
    state: 'Karnataka',
    scene: 'city',
    landmark: 'MG Road',
    airport: ['Kempegowda International Airport', 35],
    cuisine: 'Udupi breakfasts, Chettinad and craft breweries',
    sights: ['Lalbagh Botanical Garden', 'Bangalore Palace', 'Cubbon Park', 'Nandi Hills'],
    hotels: [
      ['Indiranagar', 'Apartment'],
      ['Cubbon Park', 'Hotel'],
      ['Whitefield', 'Apartment'],
    ],
  },
];

const SUFFIX: Record<PropertyType, string[]> = {
  Hotel: ['Grand', 'Residency', 'Regency', 'Inn', 'Palace Hotel'],
  Apartment: ['Serviced Apartments', 'Suites', 'Residences'],
  Villa: ['Villa', 'Private Villas'],
  Resort: ['Resort & Spa', 'Retreat', 'Resort'],
  Camp: ['Camp', 'Tented Camp', 'Glamping'],
};
/** rooms offered, by property type */
const ROOMS: Record<PropertyType, [number, number]> = {
  Hotel: [20, 40],
  Apartment: [8, 24],
  Villa: [5, 10],
  Resort: [15, 40],
  Camp: [6, 18],
};
const STAR_PRICE: Record<number, [number, number]> = {
  1: [1_200, 1_800],
  2: [2_000, 3_200],
  3: [3_500, 5_500],
  4: [6_000, 9_500],
  5: [11_000, 24_000],
};
const CATEGORY: Record<number, string> = { 1: 'Budget', 2: 'Budget', 3: 'Comfort', 4: 'Premium', 5: 'Luxury' };
const HIGHLIGHTS = [
  'Free cancellation till 24 hours before check-in',
  'Breakfast included',
  'Couple friendly',
  'Pay online by UPI or card',
  'Best price of the season',
  'Early check-in on request',
];
const STREETS = ['Station Road', 'MG Road', 'Lake Road', 'Fort Road', 'Temple Street', 'Market Road', 'Civil Lines'];
const ROOM_LINES = [
  'Air-conditioned rooms with blackout curtains',
  'Free high-speed Wi-Fi',
  '43-inch smart TV',
  'Tea and coffee maker',
  'Rain shower and premium toiletries',
  'Work desk and ergonomic chair',
  'In-room safe',
  'Mini fridge',
];

export type SeededHotel = { id: string; name: string; location: string; imageUrl: string; featured: boolean; translations: Translations };

/**
 * The demo hotel owner runs the first hotel (the one the specs' owner calls answer and the journeys book),
 * a second in Goa, and has added a third that waits for an admin's review (decision 0054). None is one an
 * offer points at (offers.ts). Later listings are added later, so the first stays first.
 */
const DEMO_OWNED: Record<string, DemoOwnership> = {
  'Amber Haveli': 'first',
  'Casa Fontainhas': 'later',
  'Baga Bay': 'under review',
};

export async function seedHotels(db: Db, pictures: Pictures, ownerId: string): Promise<SeededHotel[]> {
  const list = CITIES.flatMap((city) => city.hotels.map(([root, type]) => ({ city, root, type })));
  const rows = await Promise.all(
    list.map(async ({ city, root, type }, i) => {
      const r = rng(2000 + i);
      const star = starFor(type, r);
      const price = Math.round(r.between(...STAR_PRICE[star]!) / 50) * 50;
      const suffix = r.pick(SUFFIX[type]);
      const name = `${root} ${suffix}`;
      const cityIndex = CITIES.indexOf(city);
      const [cover, view, room, dining, activity] = await Promise.all([
        pictures.get('hotel', 200 + i),
        pictures.get(city.scene, 300 + cityIndex),
        pictures.get('room', 400 + (i % 6)),
        pictures.get('dining', 500 + (i % 4)),
        pictures.get(city.scene, 320 + cityIndex),
      ]);
      const { amenities, facilities } = comfortsFor(type, star, r);
      const km = r.between(0.3, 6).toFixed(1);
      return {
        ...demoOwnership(DEMO_OWNED[root], ownerId, i),
        name,
        location: `${city.city}, ${city.state}`,
        distance: `${km} km from ${city.landmark}`,
        category: CATEGORY[star]!,
        hotelPriceHighlight: r.pick(HIGHLIGHTS),
        imageUrl: cover,
        images: [cover, room, view, dining],
        price: toPaise(price),
        // the GST a night at the hotel slab the charge uses (rules/gst.ts)
        taxes: hotelNightlyTax(toPaise(price)),
        inclusions: r.sample(
          ['Free breakfast', 'Free Wi-Fi', 'Free cancellation', 'Airport pickup', 'Welcome drink', 'Late checkout'],
          r.int(2, 4),
        ),
        amenities,
        facilities,
        // what the seeded reviews' stars aim at and how many there are (reviews.ts), which then set the figures
        rating: Math.round(r.between(3.4, 4.9) * 10) / 10,
        reviewCount: r.int(24, 2600),
        star,
        type,
        featured: i % 5 === 0,
        rooms: r.int(...ROOMS[type]),
        hotelDetails: {
          description: `${name} is a ${CATEGORY[star]!.toLowerCase()} ${type.toLowerCase()} in ${city.city}, ${km} km from ${city.landmark}. Guests come for the warm Indian hospitality, ${city.cuisine.split(',')[0]!.toLowerCase()} at the restaurant and easy trips to ${city.sights[0]} and ${city.sights[1]}.`,
          priceDescription: 'Per night for 2 adults, taxes extra',
          priceLocation: `${city.city}, ${city.state}`,
          price: `₹${price.toLocaleString('en-IN')}`,
        },
        foodAndDining: {
          title: 'Food and Dining',
          description: [
            `The in-house restaurant serves ${city.cuisine}`,
            `Breakfast buffet from 7:00 to 10:30 AM`,
            r.pick(['In-room dining until 11 PM', 'In-room dining around the clock']),
            'Jain and vegan meals on request',
          ],
          img: dining,
        },
        locationAndSurroundings: {
          title: 'Location and Surroundings',
          description: [
            `${km} km from ${city.landmark}`,
            `${city.airport[0]} is ${city.airport[1]} km away`,
            `Close to ${city.sights[2]} and ${city.sights[3]}`,
          ],
          img: view,
        },
        roomDetailsAndAmenities: {
          title: 'Room Details and Amenities',
          description: r.sample(ROOM_LINES, 4),
          img: room,
        },
        activitiesAndNearbyAttractions: {
          title: 'Activities and Nearby Attractions',
          description: city.sights.map((s, k) => `${s} (${(1 + k * r.between(1.5, 4)).toFixed(1)} km)`),
          img: activity,
        },
        translations: hotelInHindi(root, suffix, city.city, km),
        // drawn last, so the values above stay as they were before hotels had an address
        address: `${r.int(1, 240)}, ${r.pick(STREETS)}, near ${city.landmark}, ${city.city}, ${city.state}`,
        phone: `+91 ${r.int(70000, 99999)} ${r.int(10000, 99999)}`,
      };
    }),
  );
  return db.insert(hotels).values(rows).returning({
    id: hotels.id,
    name: hotels.name,
    location: hotels.location,
    imageUrl: hotels.imageUrl,
    featured: hotels.featured,
    translations: hotels.translations,
  });
}

/** Camps and budget hotels sit low, villas and resorts high; every star from 1 to 5 occurs. */
function starFor(type: PropertyType, r: Rng): number {
  if (type === 'Camp') return r.int(1, 3);
  if (type === 'Villa' || type === 'Resort') return r.int(4, 5);
  if (type === 'Apartment') return r.int(2, 4);
  return r.int(1, 5);
}

function comfortsFor(type: PropertyType, star: number, r: Rng) {
  const pool = type === 'Resort' || type === 'Villa' || star >= 4;
  const spa = star >= 4 && (type !== 'Apartment' || r.chance(0.3));
  const gym = star >= 3 && type !== 'Camp';
  return {
    amenities: [...(type !== 'Camp' || r.chance(0.5) ? ['Wifi'] : []), ...(pool ? ['Swimming Pool'] : []), ...(spa ? ['Spa'] : [])],
    facilities: [...(pool ? ['pool'] : []), ...(spa ? ['spa'] : []), ...(gym ? ['gym'] : [])],
  };
}
