// Demo tour packages: one compact row per package; the day-by-day plan, inclusions, dates and seats
// are generated from it.
import { addDays } from '@raahi/contract/rules/dates';
import { toPaise } from '../../lib/money.ts';
import type { Db } from '../client.ts';
import { packageCategories, tours, type TourPlanDay } from '../schema.ts';
import type { Pictures } from './pictures.ts';
import { rng } from './random.ts';
import type { SceneKind } from './scenes.ts';

type TourType = 'mountain' | 'beach' | 'desert' | 'camping' | 'heritage' | 'wildlife';

type TourRow = {
  name: string;
  type: TourType;
  location: string;
  /** rupees per person */
  price: number;
  /** where each night is spent; the number of days is one more */
  stays: string[];
  sights: [name: string, place: string, covers: string][];
  blurb: string;
  extras: string[];
};

const TOURS: TourRow[] = [
  {
    name: 'Spiti Valley Expedition',
    type: 'mountain',
    location: 'Kaza, Himachal Pradesh',
    price: 24_500,
    stays: ['Shimla', 'Kalpa', 'Kaza', 'Kaza', 'Chandratal'],
    sights: [
      ['Key Monastery', 'Kaza', 'Key Gompa, Kibber village'],
      ['Chandratal Lake', 'Chandratal', 'Moon Lake, Kunzum Pass'],
      ['Kalpa Viewpoints', 'Kalpa', 'Kinnaur Kailash, Roghi village'],
      ['Langza Fossil Village', 'Kaza', 'Langza Buddha, Hikkim post office'],
    ],
    blurb:
      'A high-altitude road journey through the cold desert of Spiti: ancient monasteries, fossil villages and the crescent-shaped Chandratal lake under a sky full of stars.',
    extras: ['Inner line permits', 'Oxygen cylinder in the vehicle'],
  },
  {
    name: 'Manali & Solang Snow Escape',
    type: 'mountain',
    location: 'Manali, Himachal Pradesh',
    price: 14_999,
    stays: ['Manali', 'Manali', 'Manali'],
    sights: [
      ['Solang Valley', 'Manali', 'Solang ropeway, Anjani Mahadev'],
      ['Old Manali Walk', 'Manali', 'Hadimba Temple, Manu Temple, Vashisht hot springs'],
      ['Atal Tunnel & Sissu', 'Sissu', 'Atal Tunnel, Sissu waterfall'],
    ],
    blurb:
      'Pine forests, snow points and cafés by the Beas: an easy long weekend in Manali with a day in the snow at Solang and a drive through the Atal Tunnel.',
    extras: ['Snow gear for Solang Valley'],
  },
  {
    name: 'Darjeeling & Gangtok Tea Trails',
    type: 'mountain',
    location: 'Darjeeling, West Bengal',
    price: 21_900,
    stays: ['Darjeeling', 'Darjeeling', 'Gangtok', 'Gangtok'],
    sights: [
      ['Tiger Hill Sunrise', 'Darjeeling', 'Tiger Hill, Batasia Loop, Ghoom Monastery'],
      ['Happy Valley Tea Estate', 'Darjeeling', 'Tea tasting, Himalayan Mountaineering Institute'],
      ['Tsomgo Lake', 'Gangtok', 'Tsomgo Lake, Baba Mandir'],
      ['Gangtok City Tour', 'Gangtok', 'Rumtek Monastery, MG Marg, Enchey Monastery'],
    ],
    blurb:
      'Sunrise over Kanchenjunga from Tiger Hill, a ride on the toy train, tea tasting in the estates and the glacial Tsomgo lake above Gangtok.',
    extras: ['Toy train joy ride', 'Sikkim entry permits'],
  },
  {
    name: 'Leh Ladakh Highway Odyssey',
    type: 'mountain',
    location: 'Leh, Ladakh',
    price: 38_500,
    stays: ['Leh', 'Leh', 'Nubra', 'Pangong', 'Leh', 'Leh'],
    sights: [
      ['Leh Palace & Shanti Stupa', 'Leh', 'Leh Palace, Shanti Stupa, Hall of Fame'],
      ['Khardung La & Nubra', 'Nubra', 'Khardung La, Diskit Monastery, Hunder dunes'],
      ['Pangong Tso', 'Pangong', 'Pangong lake, Chang La'],
      ['Indus Valley Monasteries', 'Leh', 'Thiksey, Hemis, Shey Palace'],
    ],
    blurb:
      'Seven days on the roof of the world: Khardung La, the double-humped camels of Nubra and the ever-changing blues of Pangong Tso.',
    extras: ['Inner line permits', 'Oxygen cylinder in the vehicle'],
  },
  {
    name: 'Goa Sun & Sand Getaway',
    type: 'beach',
    location: 'Goa',
    price: 12_499,
    stays: ['Calangute', 'Calangute', 'Palolem'],
    sights: [
      ['North Goa Beaches', 'Calangute', 'Baga, Anjuna, Chapora Fort'],
      ['Old Goa Heritage', 'Old Goa', 'Basilica of Bom Jesus, Se Cathedral, Fontainhas'],
      ['Palolem & Cabo de Rama', 'Palolem', 'Palolem beach, Cabo de Rama fort'],
    ],
    blurb: 'Beach shacks and sunsets in the north, Portuguese churches in Old Goa and the quiet crescent of Palolem in the south.',
    extras: ['Mandovi river sunset cruise'],
  },
  {
    name: 'Andaman Island Hopper',
    type: 'beach',
    location: 'Port Blair, Andaman and Nicobar Islands',
    price: 32_000,
    stays: ['Port Blair', 'Havelock', 'Havelock', 'Neil Island', 'Port Blair'],
    sights: [
      ['Cellular Jail', 'Port Blair', 'Cellular Jail, light and sound show'],
      ['Radhanagar Beach', 'Havelock', 'Radhanagar beach, Elephant beach'],
      ['Natural Bridge', 'Neil Island', 'Laxmanpur beach, Bharatpur beach'],
      ['Ross Island', 'Port Blair', 'Ross Island, North Bay'],
    ],
    blurb:
      'Turquoise water and white sand: ferry between Port Blair, Havelock and Neil, snorkel the reefs and watch the sunset from Radhanagar beach.',
    extras: ['Ferry tickets between islands', 'Snorkelling at Elephant beach'],
  },
  {
    name: 'Gokarna & Varkala Coastal Drift',
    type: 'beach',
    location: 'Varkala, Kerala',
    price: 17_800,
    stays: ['Gokarna', 'Gokarna', 'Varkala', 'Varkala'],
    sights: [
      ['Gokarna Beach Trek', 'Gokarna', 'Kudle, Om and Half Moon beaches'],
      ['Mahabaleshwar Temple', 'Gokarna', 'Mahabaleshwar Temple, Kotitirtha'],
      ['Varkala Cliff', 'Varkala', 'North Cliff, Papanasam beach, Janardanaswamy Temple'],
    ],
    blurb:
      'Two laid-back coastal towns: the beach trek of Gokarna and the red laterite cliffs of Varkala, with Ayurveda and seafood by the sea.',
    extras: ['Ayurvedic massage session'],
  },
  {
    name: 'Jaisalmer Golden Dunes Safari',
    type: 'desert',
    location: 'Jaisalmer, Rajasthan',
    price: 9_800,
    stays: ['Jaisalmer', 'Sam Sand Dunes'],
    sights: [
      ['Jaisalmer Fort', 'Jaisalmer', 'Sonar Qila, Patwon ki Haveli, Gadisar Lake'],
      ['Sam Sand Dunes', 'Sam', 'Camel safari, Rajasthani folk evening'],
      ['Kuldhara', 'Kuldhara', 'Abandoned village, Khaba Fort'],
    ],
    blurb:
      'The living golden fort of Jaisalmer, carved havelis, a camel ride into the Thar at sunset and a night of folk music at a desert camp.',
    extras: ['Camel safari at sunset', 'Folk music and dance evening'],
  },
  {
    name: 'Rann of Kutch White Desert',
    type: 'desert',
    location: 'Kutch, Gujarat',
    price: 15_500,
    stays: ['Bhuj', 'Dhordo'],
    sights: [
      ['White Rann at Full Moon', 'Dhordo', 'Salt desert, Kala Dungar'],
      ['Bhuj Heritage', 'Bhuj', 'Aina Mahal, Prag Mahal'],
      ['Craft Villages', 'Hodka', 'Bhirandiyara, Hodka, Nirona crafts'],
    ],
    blurb: 'A salt desert that glows white under the moon, embroidery and bell-metal villages and the palaces of Bhuj.',
    extras: ['Rann Utsav entry permits'],
  },
  {
    name: 'Bikaner & Thar Camel Trail',
    type: 'desert',
    location: 'Bikaner, Rajasthan',
    price: 11_200,
    stays: ['Bikaner', 'Thar Camp', 'Bikaner'],
    sights: [
      ['Junagarh Fort', 'Bikaner', 'Junagarh Fort, Lalgarh Palace'],
      ['Camel Research Farm', 'Bikaner', 'National Research Centre on Camel'],
      ['Thar Village Walk', 'Thar', 'Bishnoi village, dunes'],
    ],
    blurb: 'Rajasthan without the crowds: the red sandstone of Junagarh, a camel farm and a night in a tented camp among the dunes.',
    extras: ['Jeep safari in the dunes'],
  },
  {
    name: 'Rishikesh Riverside Camping',
    type: 'camping',
    location: 'Rishikesh, Uttarakhand',
    price: 7_499,
    stays: ['Shivpuri', 'Shivpuri'],
    sights: [
      ['Ganga Rafting', 'Shivpuri', 'Grade III rapids from Shivpuri'],
      ['Ganga Aarti', 'Rishikesh', 'Triveni Ghat, Laxman Jhula'],
      ['Neer Garh Waterfall', 'Rishikesh', 'Neer Garh waterfall trail'],
    ],
    blurb: 'White-water rafting on the Ganga, a riverside camp with bonfire and the evening aarti at Triveni Ghat.',
    extras: ['16 km river rafting', 'Bonfire and barbecue'],
  },
  {
    name: 'Kasol & Kheerganga Trek Camp',
    type: 'camping',
    location: 'Kasol, Himachal Pradesh',
    price: 8_999,
    stays: ['Kasol', 'Kheerganga', 'Kasol'],
    sights: [
      ['Kheerganga Trek', 'Kheerganga', 'Barshaini, Rudranag, hot spring'],
      ['Parvati Valley Villages', 'Kasol', 'Chalal, Tosh, Manikaran Sahib'],
    ],
    blurb: 'Forest trails of the Parvati valley to the hot spring at Kheerganga, tents under the stars and the riverside cafés of Kasol.',
    extras: ['Trek guide and porter', 'Camping gear'],
  },
  {
    name: 'Coorg Coffee Estate Camping',
    type: 'camping',
    location: 'Coorg, Karnataka',
    price: 9_499,
    stays: ['Madikeri', 'Madikeri'],
    sights: [
      ['Abbey Falls', 'Madikeri', 'Abbey Falls, Raja’s Seat'],
      ['Coffee Plantation Walk', 'Madikeri', 'Coffee and pepper estate'],
      ['Dubare Elephant Camp', 'Dubare', 'Dubare elephant camp, Kaveri river'],
    ],
    blurb: 'Wake up in a coffee estate in the Western Ghats: plantation walks, waterfalls and a morning with the elephants at Dubare.',
    extras: ['Coffee plantation tour'],
  },
  {
    name: 'Golden Triangle: Delhi, Agra, Jaipur',
    type: 'heritage',
    location: 'Delhi, Agra and Jaipur',
    price: 19_999,
    stays: ['Delhi', 'Agra', 'Jaipur', 'Jaipur'],
    sights: [
      ['Old and New Delhi', 'Delhi', 'Red Fort, Jama Masjid, Qutub Minar, India Gate'],
      ['Taj Mahal at Sunrise', 'Agra', 'Taj Mahal, Agra Fort, Mehtab Bagh'],
      ['Amber Fort', 'Jaipur', 'Amber Fort, Jal Mahal'],
      ['Pink City', 'Jaipur', 'Hawa Mahal, City Palace, Jantar Mantar'],
    ],
    blurb: 'India’s classic first journey: Mughal Delhi, the Taj Mahal at sunrise and the pink palaces and forts of Jaipur.',
    extras: ['Monument entry tickets', 'English-speaking guide'],
  },
  {
    name: 'Hampi Ruins & Badami Caves',
    type: 'heritage',
    location: 'Hampi, Karnataka',
    price: 13_400,
    stays: ['Hampi', 'Hampi', 'Badami'],
    sights: [
      ['Vijayanagara Ruins', 'Hampi', 'Virupaksha Temple, Vittala Temple, stone chariot'],
      ['Hampi Bazaar & Matanga Hill', 'Hampi', 'Matanga Hill sunrise, coracle ride'],
      ['Badami & Pattadakal', 'Badami', 'Cave temples, Pattadakal, Aihole'],
    ],
    blurb: 'Boulder landscapes and the ruins of the Vijayanagara empire, then the rock-cut cave temples of Badami and Pattadakal.',
    extras: ['Coracle ride on the Tungabhadra'],
  },
  {
    name: 'Varanasi Ghats & Sarnath',
    type: 'heritage',
    location: 'Varanasi, Uttar Pradesh',
    price: 10_500,
    stays: ['Varanasi', 'Varanasi'],
    sights: [
      ['Ganga Aarti at Dashashwamedh', 'Varanasi', 'Dashashwamedh Ghat, evening aarti'],
      ['Sunrise Boat Ride', 'Varanasi', 'Assi to Manikarnika ghats'],
      ['Sarnath', 'Sarnath', 'Dhamek Stupa, Sarnath museum'],
    ],
    blurb: 'The oldest living city: a sunrise boat along the ghats, the evening aarti and Sarnath, where the Buddha gave his first sermon.',
    extras: ['Sunrise boat ride', 'Heritage walk with a local guide'],
  },
  {
    name: 'Udaipur City of Lakes',
    type: 'heritage',
    location: 'Udaipur, Rajasthan',
    price: 16_800,
    stays: ['Udaipur', 'Udaipur', 'Kumbhalgarh'],
    sights: [
      ['City Palace & Lake Pichola', 'Udaipur', 'City Palace, Jagdish Temple, boat ride'],
      ['Sajjangarh Sunset', 'Udaipur', 'Monsoon Palace, Fateh Sagar'],
      ['Kumbhalgarh Fort', 'Kumbhalgarh', 'Fort walls, Ranakpur Jain temple'],
    ],
    blurb: 'Palaces reflected in Lake Pichola, the Monsoon Palace at sunset and the great wall of Kumbhalgarh.',
    extras: ['Boat ride on Lake Pichola'],
  },
  {
    name: 'Ranthambore Tiger Safari',
    type: 'wildlife',
    location: 'Sawai Madhopur, Rajasthan',
    price: 18_900,
    stays: ['Ranthambore', 'Ranthambore'],
    sights: [
      ['Core Zone Jeep Safari', 'Ranthambore', 'Zones 1–5 with a naturalist'],
      ['Ranthambore Fort', 'Ranthambore', 'Fort, Trinetra Ganesh Temple'],
      ['Evening Canter Safari', 'Ranthambore', 'Padam Talao, Rajbagh lake'],
    ],
    blurb:
      'Two safaris in the core of Ranthambore, where tigers walk past ruined pavilions by the lakes, and the thousand-year-old fort above them.',
    extras: ['Two jeep safaris in the core zone', 'Naturalist'],
  },
  {
    name: 'Jim Corbett Jungle Retreat',
    type: 'wildlife',
    location: 'Ramnagar, Uttarakhand',
    price: 12_900,
    stays: ['Ramnagar', 'Ramnagar'],
    sights: [
      ['Dhikala Zone Safari', 'Corbett', 'Dhikala grasslands, Ramganga reservoir'],
      ['Corbett Falls', 'Ramnagar', 'Corbett waterfall, Garjia Devi Temple'],
      ['Bijrani Safari', 'Corbett', 'Bijrani zone, birding trail'],
    ],
    blurb: 'India’s oldest national park: sal forests, elephant herds on the Ramganga and a chance of a tiger at dawn.',
    extras: ['Two jeep safaris', 'Birding walk'],
  },
  {
    name: 'Kaziranga Rhino Trails',
    type: 'wildlife',
    location: 'Kaziranga, Assam',
    price: 22_500,
    stays: ['Kaziranga', 'Kaziranga', 'Kaziranga'],
    sights: [
      ['Elephant-back Safari', 'Kaziranga', 'Central range at dawn'],
      ['Jeep Safari', 'Kaziranga', 'Western and eastern ranges'],
      ['Tea Garden Walk', 'Kohora', 'Tea estate, Karbi village'],
    ],
    blurb:
      'The great one-horned rhinoceros in the tall grass of Kaziranga, wild buffalo and swamp deer, and a walk through an Assam tea estate.',
    extras: ['Jeep safari in two ranges'],
  },
];

export const TOUR_TYPES: Record<TourType, { scene: SceneKind; category: string; description: string }> = {
  mountain: { scene: 'mountain', category: 'Mountain', description: 'Hill stations, high passes and Himalayan valleys.' },
  beach: { scene: 'beach', category: 'Beach', description: 'Coastlines, islands and sunsets by the sea.' },
  desert: { scene: 'desert', category: 'Desert', description: 'Dunes, forts and nights under the desert sky.' },
  camping: { scene: 'camping', category: 'Camping', description: 'Tents, treks, bonfires and rivers.' },
  heritage: { scene: 'palace', category: 'Heritage', description: 'Forts, palaces, temples and old cities.' },
  wildlife: { scene: 'forest', category: 'Wildlife', description: 'National parks and safaris with naturalists.' },
};

const COMMON_INCLUSIONS = [
  'Accommodation on twin sharing',
  'Daily breakfast and dinner',
  'AC vehicle for all transfers and sightseeing',
  'Driver allowance, tolls and parking',
  'All applicable taxes',
];
const PLAN_CARS = [
  { type: 'SUV', model: 'Toyota Innova Crysta', facilities: 'AC, 6 seats, 4 bags, bottled water' },
  { type: 'Sedan', model: 'Maruti Suzuki Dzire', facilities: 'AC, 4 seats, 2 bags' },
  { type: 'SUV', model: 'Mahindra Scorpio-N', facilities: 'AC, 4x4, 6 seats, 3 bags' },
];
const CHECK_IN_TIMES = ['Check-in 12:00 PM', 'Check-in 1:00 PM', 'Check-in 2:00 PM'];
const STAY_WORDS = ['Residency', 'Retreat', 'Regency', 'Heritage Inn', 'Camp', 'Resort'];

export async function seedCategories(db: Db) {
  await db.insert(packageCategories).values(Object.values(TOUR_TYPES).map(({ category, description }) => ({ category, description })));
}

export async function seedTours(db: Db, pictures: Pictures, today: string, shared: { car: string; stay: string[] }) {
  const rows = await Promise.all(
    TOURS.map(async (t, i) => {
      const r = rng(1000 + i);
      const scene = TOUR_TYPES[t.type].scene;
      const photos = await Promise.all([0, 1, 2].map((k) => pictures.get(scene, 100 + i * 3 + k)));
      const days = t.stays.length + 1;
      return {
        name: t.name,
        type: t.type,
        description: `${t.blurb} ${days} days and ${days - 1} nights with stays, transfers and guided sightseeing arranged.`,
        image: photos[0]!,
        photos,
        price: toPaise(t.price),
        rating: Math.round(r.between(4.1, 4.9) * 10) / 10,
        reviews: r.int(40, 900),
        location: t.location,
        duration: `${days} Days / ${days - 1} Nights`,
        nights: days - 1,
        days,
        inclusions: [...COMMON_INCLUSIONS, ...t.extras],
        tourPlan: planFor(t, photos, shared, r),
        availableFrom: addDays(today, -r.int(10, 40)),
        availableTill: addDays(today, r.int(150, 300)),
        featured: i % 3 === 0,
        seatsPerDeparture: r.pick([12, 16, 20, 24, 30]),
      };
    }),
  );
  return db.insert(tours).values(rows).returning({ id: tours.id, name: tours.name, image: tours.image, featured: tours.featured });
}

/** Day 1 arrives and checks in, each day sees one sight and moves on when the stay changes; the last day departs. */
function planFor(t: TourRow, photos: string[], shared: { car: string; stay: string[] }, r: ReturnType<typeof rng>): TourPlanDay[] {
  const car = r.pick(PLAN_CARS);
  const days = t.stays.length + 1;
  return Array.from({ length: days }, (_, d) => {
    const here = t.stays[Math.min(d, t.stays.length - 1)]!;
    const before = d === 0 ? 'the airport or railway station' : t.stays[d - 1]!;
    const last = d === days - 1;
    const moving = d === 0 || (!last && here !== before);
    const sight = t.sights[d % t.sights.length]!;
    const description = last
      ? `After breakfast, check out and drive back for your onward journey with memories of ${t.location}.`
      : d === 0
        ? `Arrive and meet your driver, transfer to ${here} and check in. In the afternoon, ${sight[0]}.`
        : `${moving ? `Drive from ${before} to ${here}. ` : ''}Today's highlight: ${sight[0]} (${sight[2]}).`;
    return {
      day: d + 1,
      description,
      car:
        moving || last
          ? [
              {
                destination: last ? `${before} to departure point` : `${before} to ${here}`,
                checkout: last ? '10:00 AM' : undefined,
                ...car,
                image: shared.car,
              },
            ]
          : [],
      sightseeing: last
        ? []
        : [
            {
              name: sight[0],
              location: sight[1],
              places: sight[2],
              duration: r.pick(['3 hours', '4 hours', 'Half day', 'Full day']),
              placesCovered: sight[2].split(',').length,
              image: photos[d % photos.length]!,
            },
          ],
      hotels: last
        ? []
        : [
            {
              timing: r.pick(CHECK_IN_TIMES),
              name: `${here} ${r.pick(STAY_WORDS)}`,
              ratings: r.pick([3, 4, 4, 5]),
              location: here,
              stayDate: `Night ${d + 1}`,
              image: shared.stay[d % shared.stay.length]!,
            },
          ],
    };
  });
}
