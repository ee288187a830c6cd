// What synthetic hotels are made of: Indian cities weighted by how many hotels they list, their
// neighbourhoods and landmarks, name parts, amenities and facilities, prices by star class.

export type ScaleCity = {
  city: string;
  state: string;
  /** relative number of hotels (Goa and Delhi list far more than Kasol) */
  weight: number;
  landmark: string;
  areas: string[];
};

export const CITIES: ScaleCity[] = [
  {
    city: 'New Delhi',
    state: 'Delhi',
    weight: 9,
    landmark: 'Connaught Place',
    areas: ['Paharganj', 'Karol Bagh', 'Aerocity', 'Hauz Khas', 'Lajpat Nagar', 'Saket'],
  },
  {
    city: 'Mumbai',
    state: 'Maharashtra',
    weight: 8,
    landmark: 'Gateway of India',
    areas: ['Colaba', 'Andheri East', 'Bandra West', 'Juhu', 'Powai', 'Fort'],
  },
  {
    city: 'Goa',
    state: 'Goa',
    weight: 9,
    landmark: 'Calangute Beach',
    areas: ['Calangute', 'Baga', 'Candolim', 'Anjuna', 'Panaji', 'Colva', 'Palolem'],
  },
  {
    city: 'Bengaluru',
    state: 'Karnataka',
    weight: 7,
    landmark: 'MG Road',
    areas: ['Indiranagar', 'Koramangala', 'Whitefield', 'Electronic City', 'Malleshwaram'],
  },
  {
    city: 'Jaipur',
    state: 'Rajasthan',
    weight: 6,
    landmark: 'Hawa Mahal',
    areas: ['C-Scheme', 'Malviya Nagar', 'Bani Park', 'Amer Road', 'Vaishali Nagar'],
  },
  {
    city: 'Udaipur',
    state: 'Rajasthan',
    weight: 4,
    landmark: 'Lake Pichola',
    areas: ['Lal Ghat', 'Hanuman Ghat', 'Fateh Sagar', 'Ambamata'],
  },
  { city: 'Jaisalmer', state: 'Rajasthan', weight: 2, landmark: 'Jaisalmer Fort', areas: ['Sam Sand Dunes', 'Fort Road', 'Gandhi Colony'] },
  { city: 'Jodhpur', state: 'Rajasthan', weight: 2, landmark: 'Mehrangarh Fort', areas: ['Sardarpura', 'Clock Tower', 'Ratanada'] },
  {
    city: 'Hyderabad',
    state: 'Telangana',
    weight: 6,
    landmark: 'Charminar',
    areas: ['Banjara Hills', 'HITEC City', 'Gachibowli', 'Secunderabad', 'Begumpet'],
  },
  {
    city: 'Chennai',
    state: 'Tamil Nadu',
    weight: 6,
    landmark: 'Marina Beach',
    areas: ['T. Nagar', 'Egmore', 'Nungambakkam', 'OMR', 'Mylapore'],
  },
  {
    city: 'Kolkata',
    state: 'West Bengal',
    weight: 5,
    landmark: 'Victoria Memorial',
    areas: ['Park Street', 'Salt Lake', 'New Town', 'Esplanade', 'Ballygunge'],
  },
  {
    city: 'Pune',
    state: 'Maharashtra',
    weight: 4,
    landmark: 'Shaniwar Wada',
    areas: ['Koregaon Park', 'Hinjewadi', 'Viman Nagar', 'Shivajinagar'],
  },
  {
    city: 'Ahmedabad',
    state: 'Gujarat',
    weight: 3,
    landmark: 'Sabarmati Ashram',
    areas: ['Navrangpura', 'SG Highway', 'Ashram Road', 'Satellite'],
  },
  { city: 'Agra', state: 'Uttar Pradesh', weight: 3, landmark: 'Taj Mahal', areas: ['Taj Ganj', 'Fatehabad Road', 'Sadar Bazaar'] },
  {
    city: 'Varanasi',
    state: 'Uttar Pradesh',
    weight: 3,
    landmark: 'Dashashwamedh Ghat',
    areas: ['Assi Ghat', 'Godowlia', 'Cantonment', 'Sarnath'],
  },
  { city: 'Lucknow', state: 'Uttar Pradesh', weight: 2, landmark: 'Bara Imambara', areas: ['Hazratganj', 'Gomti Nagar', 'Aminabad'] },
  { city: 'Amritsar', state: 'Punjab', weight: 2, landmark: 'Golden Temple', areas: ['Heritage Street', 'Ranjit Avenue', 'Lawrence Road'] },
  {
    city: 'Rishikesh',
    state: 'Uttarakhand',
    weight: 3,
    landmark: 'Laxman Jhula',
    areas: ['Tapovan', 'Ram Jhula', 'Shivpuri', 'Swarg Ashram'],
  },
  { city: 'Nainital', state: 'Uttarakhand', weight: 2, landmark: 'Naini Lake', areas: ['Mall Road', 'Tallital', 'Mallital'] },
  { city: 'Mussoorie', state: 'Uttarakhand', weight: 2, landmark: 'Gun Hill', areas: ['Mall Road', 'Landour', 'Kempty Road'] },
  {
    city: 'Manali',
    state: 'Himachal Pradesh',
    weight: 4,
    landmark: 'Mall Road',
    areas: ['Old Manali', 'Solang Valley', 'Aleo', 'Vashisht'],
  },
  {
    city: 'Shimla',
    state: 'Himachal Pradesh',
    weight: 3,
    landmark: 'The Ridge',
    areas: ['Mall Road', 'Kufri', 'Mashobra', 'Chotta Shimla'],
  },
  {
    city: 'Dharamshala',
    state: 'Himachal Pradesh',
    weight: 2,
    landmark: 'Dalai Lama Temple',
    areas: ['McLeod Ganj', 'Bhagsu', 'Dharamkot'],
  },
  { city: 'Kasol', state: 'Himachal Pradesh', weight: 1, landmark: 'Parvati River', areas: ['Chalal', 'Tosh Road'] },
  { city: 'Srinagar', state: 'Jammu and Kashmir', weight: 2, landmark: 'Dal Lake', areas: ['Boulevard Road', 'Rajbagh', 'Nishat'] },
  { city: 'Leh', state: 'Ladakh', weight: 2, landmark: 'Shanti Stupa', areas: ['Changspa', 'Fort Road', 'Skara'] },
  { city: 'Munnar', state: 'Kerala', weight: 2, landmark: 'Eravikulam National Park', areas: ['Chithirapuram', 'Pallivasal', 'Devikulam'] },
  { city: 'Alleppey', state: 'Kerala', weight: 2, landmark: 'Vembanad Lake', areas: ['Punnamada', 'Marari', 'Kainakary'] },
  {
    city: 'Kochi',
    state: 'Kerala',
    weight: 3,
    landmark: 'Chinese Fishing Nets',
    areas: ['Fort Kochi', 'Marine Drive', 'Edappally', 'Kakkanad'],
  },
  { city: 'Varkala', state: 'Kerala', weight: 1, landmark: 'Varkala Cliff', areas: ['North Cliff', 'Papanasam'] },
  { city: 'Ooty', state: 'Tamil Nadu', weight: 2, landmark: 'Ooty Lake', areas: ['Charing Cross', 'Fern Hill', 'Lovedale'] },
  { city: 'Kodaikanal', state: 'Tamil Nadu', weight: 1, landmark: 'Kodai Lake', areas: ['Anna Salai', 'Observatory Road'] },
  { city: 'Puducherry', state: 'Puducherry', weight: 2, landmark: 'Promenade Beach', areas: ['White Town', 'Auroville', 'Heritage Town'] },
  {
    city: 'Mysuru',
    state: 'Karnataka',
    weight: 2,
    landmark: 'Mysore Palace',
    areas: ['Nazarbad', 'Jayalakshmipuram', 'Chamundi Hill Road'],
  },
  { city: 'Coorg', state: 'Karnataka', weight: 2, landmark: 'Abbey Falls', areas: ['Madikeri', 'Virajpet', 'Kushalnagar'] },
  { city: 'Hampi', state: 'Karnataka', weight: 1, landmark: 'Virupaksha Temple', areas: ['Hampi Bazaar', 'Virupapur Gaddi', 'Kamalapura'] },
  { city: 'Darjeeling', state: 'West Bengal', weight: 2, landmark: 'Tiger Hill', areas: ['Chowrasta', 'Ghoom', 'Lebong'] },
  { city: 'Gangtok', state: 'Sikkim', weight: 2, landmark: 'MG Marg', areas: ['Tadong', 'Deorali', 'Ranipool'] },
  { city: 'Shillong', state: 'Meghalaya', weight: 1, landmark: 'Ward’s Lake', areas: ['Police Bazar', 'Laitumkhrah', 'Upper Shillong'] },
  {
    city: 'Port Blair',
    state: 'Andaman and Nicobar Islands',
    weight: 1,
    landmark: 'Cellular Jail',
    areas: ['Aberdeen Bazaar', 'Corbyn’s Cove', 'Havelock'],
  },
  {
    city: 'Khajuraho',
    state: 'Madhya Pradesh',
    weight: 1,
    landmark: 'Western Group of Temples',
    areas: ['Jain Temple Road', 'Rajnagar Road'],
  },
  { city: 'Bhopal', state: 'Madhya Pradesh', weight: 1, landmark: 'Upper Lake', areas: ['MP Nagar', 'Shyamla Hills', 'Arera Colony'] },
  { city: 'Bhubaneswar', state: 'Odisha', weight: 1, landmark: 'Lingaraj Temple', areas: ['Saheed Nagar', 'Jaydev Vihar', 'Old Town'] },
  { city: 'Puri', state: 'Odisha', weight: 1, landmark: 'Jagannath Temple', areas: ['Chakratirtha Road', 'Marine Drive'] },
  { city: 'Chandigarh', state: 'Chandigarh', weight: 2, landmark: 'Rock Garden', areas: ['Sector 17', 'Sector 35', 'Industrial Area'] },
];

export const NAME_FIRST = [
  'Royal',
  'Heritage',
  'Grand',
  'Lotus',
  'Peacock',
  'Banyan',
  'Saffron',
  'Neem',
  'Monsoon',
  'Indigo',
  'Marigold',
  'Sandalwood',
  'Jasmine',
  'Tulsi',
  'Kesar',
  'Chandni',
  'Sitara',
  'Amber',
  'Coral',
  'Emerald',
  'Maharaja',
  'Raj',
  'Shanti',
  'Anand',
  'Surya',
  'Chandra',
  'Ganga',
  'Kaveri',
  'Narmada',
  'Himalayan',
  'Deccan',
  'Malabar',
  'Konkan',
  'Sahyadri',
  'Aravali',
  'Vindhya',
  'Nilgiri',
  'Blue Lagoon',
  'Palm Grove',
  'Silver Oak',
  'Golden Sands',
  'Green Valley',
];
export const NAME_LAST: Record<string, string[]> = {
  Hotel: ['Residency', 'Regency', 'Inn', 'Palace', 'Grand', 'Continental', 'Comforts', 'International', 'Plaza', 'Heritage Hotel'],
  Apartment: ['Suites', 'Serviced Apartments', 'Residences', 'Studios', 'Homes'],
  Villa: ['Villa', 'Haveli', 'Bungalow', 'Cottage', 'Estate'],
  Resort: ['Resort', 'Retreat', 'Spa Resort', 'Beach Resort', 'Jungle Lodge'],
  Camp: ['Camp', 'Tents', 'Glamping', 'Eco Camp'],
};
/** property types and how often each is listed */
export const TYPES: [type: string, weight: number][] = [
  ['Hotel', 60],
  ['Apartment', 12],
  ['Resort', 15],
  ['Villa', 8],
  ['Camp', 5],
];
/** star classes and how often each is listed */
export const STARS: [star: number, weight: number][] = [
  [1, 4],
  [2, 18],
  [3, 40],
  [4, 26],
  [5, 12],
];
/** price per room-night in rupees, by star class */
export const PRICE_BY_STAR: Record<number, [min: number, max: number]> = {
  1: [600, 1400],
  2: [900, 2200],
  3: [1500, 4500],
  4: [3500, 9000],
  5: [7000, 32000],
};
export const CATEGORY_BY_STAR: Record<number, string> = { 1: 'Budget', 2: 'Budget', 3: 'Deluxe', 4: 'Premium', 5: 'Luxury' };

/** amenities the search filters on, with how likely a hotel of a given star class has each */
export const AMENITIES: [name: string, chance: (star: number) => number][] = [
  ['Wifi', () => 0.92],
  ['Air Conditioning', (s) => 0.5 + s * 0.1],
  ['Parking', () => 0.6],
  ['Restaurant', (s) => 0.2 + s * 0.15],
  ['Room Service', (s) => 0.1 + s * 0.17],
  ['Swimming Pool', (s) => (s >= 4 ? 0.7 : 0.12)],
  ['Spa', (s) => (s >= 4 ? 0.5 : 0.05)],
  ['Bar', (s) => (s >= 3 ? 0.35 : 0.05)],
  ['Fitness Centre', (s) => (s >= 4 ? 0.6 : 0.1)],
  ['Airport Shuttle', () => 0.2],
  ['Power Backup', () => 0.7],
  ['Laundry', () => 0.55],
];
export const FACILITIES: [name: string, chance: (star: number) => number][] = [
  ['pool', (s) => (s >= 4 ? 0.7 : 0.12)],
  ['spa', (s) => (s >= 4 ? 0.5 : 0.05)],
  ['gym', (s) => (s >= 4 ? 0.6 : 0.1)],
  ['parking', () => 0.6],
  ['restaurant', (s) => 0.2 + s * 0.15],
  ['conference hall', (s) => (s >= 3 ? 0.3 : 0.02)],
  ['kids play area', () => 0.15],
];
export const HIGHLIGHTS = [
  'Free cancellation till 24 hours before check-in',
  'Breakfast included',
  'Pay at hotel available',
  'Couple friendly',
  'Early check-in on request',
  'Free airport pickup on stays of 3 nights or more',
  'Best price guaranteed',
];
export const INCLUSIONS = [
  'Breakfast',
  'Free Wi-Fi',
  'Welcome drink',
  'Late checkout',
  'Evening tea',
  'Airport transfer',
  'Daily housekeeping',
];
