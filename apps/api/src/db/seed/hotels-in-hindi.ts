// The Hindi names and descriptions the demo owners gave some hotels (decision 0102): those of Jaipur and
// Udaipur, so the Hindi pages show both kinds, a hotel given in Hindi and one left as typed.
import type { Translations } from '@raahi/contract/rules/translations';

const CITIES: Record<string, { city: string; landmark: string; food: string; sights: string }> = {
  Jaipur: { city: 'जयपुर', landmark: 'हवा महल', food: 'दाल बाटी चूरमा', sights: 'आमेर क़िले और सिटी पैलेस' },
  Udaipur: { city: 'उदयपुर', landmark: 'पिछोला झील', food: 'मेवाड़ी थाली', sights: 'सिटी पैलेस और जग मंदिर' },
};
const ROOTS: Record<string, string> = {
  'Amber Haveli': 'आमेर हवेली',
  'Pink City Suites': 'पिंक सिटी सुइट्स',
  Aravali: 'अरावली',
  'Johari Bazaar': 'जौहरी बाज़ार',
  'Pichola Lakeview': 'पिछोला लेकव्यू',
  'Fateh Sagar': 'फ़तेह सागर',
  'Mewar Courtyard': 'मेवाड़ कोर्टयार्ड',
};
const SUFFIXES: Record<string, string> = {
  Grand: 'ग्रैंड',
  Residency: 'रेज़िडेंसी',
  Regency: 'रीजेंसी',
  Inn: 'इन',
  'Palace Hotel': 'पैलेस होटल',
  'Serviced Apartments': 'सर्विस्ड अपार्टमेंट्स',
  Suites: 'सुइट्स',
  Residences: 'रेज़िडेंसेज़',
  Villa: 'विला',
  'Private Villas': 'प्राइवेट विलाज़',
  'Resort & Spa': 'रिज़ॉर्ट एंड स्पा',
  Retreat: 'रिट्रीट',
  Resort: 'रिज़ॉर्ट',
};

/** What the hotel `root suffix` in `city`, `km` from its landmark, was given in Hindi; none for other cities. */
export function hotelInHindi(root: string, suffix: string, city: string, km: string): Translations<'name' | 'description'> {
  const place = CITIES[city];
  const rootHi = ROOTS[root];
  const suffixHi = SUFFIXES[suffix];
  if (!place || !rootHi || !suffixHi) return {};
  const name = `${rootHi} ${suffixHi}`;
  return {
    hi: {
      name,
      description: `${name} ${place.city} में ${place.landmark} से ${km} किमी दूर है। मेहमान यहाँ भारतीय मेहमाननवाज़ी, रेस्तराँ की ${place.food} और ${place.sights} की आसान सैर के लिए आते हैं।`,
    },
  };
}
