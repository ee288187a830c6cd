// Demo blog posts: real travel writing in three categories; paragraphs are separated by a blank line.
import type { Db } from '../client.ts';
import { blogs } from '../schema.ts';
import type { Pictures } from './pictures.ts';
import type { SceneKind } from './scenes.ts';

type Post = {
  title: string;
  category: 'hotel' | 'tour' | 'cabs';
  author: string;
  scene: SceneKind;
  paragraphs: string[];
  /** the post as its writer gave it in Hindi (decision 0102) */
  hi?: { title: string; paragraphs: string[] };
};

const POSTS: Post[] = [
  {
    title: 'Ten Days in Ladakh: How to Acclimatise and Enjoy Every Pass',
    category: 'tour',
    author: 'Kavya Iyer',
    scene: 'mountain',
    paragraphs: [
      'Leh sits at 3,500 metres, and the most common mistake travellers make is to land in the morning and head up Khardung La the same afternoon. Give your body two full days in Leh: walk slowly to Shanti Stupa, sip butter tea, drink plenty of water and sleep early. Most of our guests who follow this rule never need the oxygen cylinder we carry in every vehicle.',
      'Plan the big passes for the middle of your trip. Khardung La on the way to Nubra and Chang La on the way to Pangong are both above 5,300 metres, so keep stops at the top short, take photographs and move on. Nights at Pangong are cold even in July; pack a down jacket, a woollen cap and gloves.',
      'Permits are arranged online and we carry printed copies for every traveller, but keep a photo ID handy at each check post. Mobile networks are patchy beyond Leh, so download offline maps and let family know that you may be out of reach for a day or two.',
      'Finally, travel light and travel slow. The road from Nubra to Pangong along the Shyok river is one of the most beautiful drives in India, and it deserves more than a blur through a car window.',
    ],
    hi: {
      title: 'लद्दाख में दस दिन: ऊँचाई की आदत कैसे डालें और हर दर्रे का मज़ा कैसे लें',
      paragraphs: [
        'लेह 3,500 मीटर की ऊँचाई पर है, और सबसे आम ग़लती यह है कि लोग सुबह उतरते हैं और उसी दोपहर खारदुंग ला की ओर निकल पड़ते हैं। शरीर को लेह में पूरे दो दिन दें: शांति स्तूप तक धीरे-धीरे टहलें, बटर टी पिएँ, ख़ूब पानी पिएँ और जल्दी सो जाएँ। जो मेहमान यह नियम मानते हैं, उन्हें हमारी हर गाड़ी में रखे ऑक्सीजन सिलेंडर की ज़रूरत शायद ही पड़ती है।',
        'बड़े दर्रे यात्रा के बीच के दिनों में रखें। नुब्रा के रास्ते खारदुंग ला और पैंगोंग के रास्ते चांग ला, दोनों 5,300 मीटर से ऊँचे हैं, इसलिए ऊपर कम रुकें, तस्वीरें लें और आगे बढ़ें। पैंगोंग की रातें जुलाई में भी ठंडी होती हैं; डाउन जैकेट, ऊनी टोपी और दस्ताने ज़रूर रखें।',
        'परमिट ऑनलाइन बनते हैं और हम हर यात्री की छपी हुई कॉपी साथ रखते हैं, फिर भी हर चेक पोस्ट पर फ़ोटो वाला पहचान पत्र पास रखें। लेह के आगे मोबाइल नेटवर्क कम मिलता है, इसलिए ऑफ़लाइन मैप डाउनलोड कर लें और घरवालों को बता दें कि एक-दो दिन आपसे बात न हो पाए।',
        'आख़िर में, सामान कम रखें और आराम से घूमें। श्योक नदी के साथ-साथ नुब्रा से पैंगोंग का रास्ता भारत की सबसे ख़ूबसूरत सड़कों में से है, और इसे कार की खिड़की से बस भागते हुए देखना ठीक नहीं।',
      ],
    },
  },
  {
    title: 'Choosing Between a Heritage Haveli and a Modern Hotel in Rajasthan',
    category: 'hotel',
    author: 'Priya Nair',
    scene: 'palace',
    paragraphs: [
      'Rajasthan offers two very different ways to sleep: restored havelis and palaces with carved jharokhas and courtyards, and modern hotels with lifts, large bathrooms and reliable Wi-Fi. Both have their place, and the right answer depends on who you travel with.',
      'Havelis shine for couples and small groups. Rooms are individual, the rooftop restaurants often look straight at the fort, and the staff usually know the old city lanes better than any guidebook. Expect steep staircases, thick walls that block mobile signal and the occasional quirky bathroom.',
      'Families with small children or elderly parents are often happier in a modern property with a pool, a lift and a choice of cuisines at breakfast. Many of the best ones sit just outside the walled city, a ten-minute drive from the sights, with easy parking for your cab.',
      'Our tip: mix the two. Spend a night or two in a haveli in Jaipur or Jaisalmer for the atmosphere, then move to a resort with a pool for the rest of the trip.',
    ],
    hi: {
      title: 'राजस्थान में हेरिटेज हवेली चुनें या मॉडर्न होटल?',
      paragraphs: [
        'राजस्थान में ठहरने के दो बिल्कुल अलग तरीक़े हैं: नक्काशीदार झरोखों और आँगनों वाली सँवारी गई हवेलियाँ और महल, और लिफ़्ट, बड़े बाथरूम और भरोसेमंद वाई-फ़ाई वाले मॉडर्न होटल। दोनों की अपनी जगह है, और सही चुनाव इस पर टिका है कि आप किसके साथ घूम रहे हैं।',
        'जोड़ों और छोटे समूहों के लिए हवेलियाँ सबसे अच्छी हैं। हर कमरा अलग होता है, छत के रेस्तराँ से अक्सर सीधे किला दिखता है, और वहाँ का स्टाफ़ पुराने शहर की गलियाँ किसी भी गाइडबुक से बेहतर जानता है। बस खड़ी सीढ़ियाँ, मोटी दीवारें जो मोबाइल सिग्नल रोक देती हैं, और कभी-कभार अनोखा बाथरूम मिलने के लिए तैयार रहें।',
        'छोटे बच्चों या बुज़ुर्ग माता-पिता के साथ सफ़र करने वाले परिवार अक्सर पूल, लिफ़्ट और नाश्ते में कई तरह के खाने वाले मॉडर्न होटल में ज़्यादा ख़ुश रहते हैं। ऐसे कई अच्छे होटल पुराने शहर के ठीक बाहर हैं, घूमने की जगहों से दस मिनट की ड्राइव पर, और वहाँ आपकी कैब के लिए पार्किंग भी आसानी से मिल जाती है।',
        'हमारी सलाह: दोनों को मिलाइए। माहौल के लिए जयपुर या जैसलमेर की किसी हवेली में एक-दो रातें बिताइए, फिर बाक़ी यात्रा के लिए पूल वाले किसी रिज़ॉर्ट में चले जाइए।',
      ],
    },
  },
  {
    title: 'Outstation Cab Fares Explained: Kilometres, Tolls and Night Charges',
    category: 'cabs',
    author: 'Harpreet Singh',
    scene: 'car-sedan',
    paragraphs: [
      'An outstation cab fare in India has a few parts, and knowing them avoids surprises at the end of the trip. The base fare covers a fixed number of kilometres, usually 250 to 300 a day for a hatchback or sedan and a little more for an SUV. Fuel and the driver’s allowance are part of that fare.',
      'Beyond the included kilometres you pay per kilometre, and the rate depends on the car: around ₹10 to ₹12 for a hatchback, ₹12 to ₹14 for a sedan and ₹16 to ₹22 for an SUV such as an Innova Crysta. Tolls, state entry taxes and parking are almost always extra, because they vary with the route you choose on the day.',
      'Night driving between 10 PM and 6 AM adds a driver allowance in most states. If your train arrives at 5 AM, ask for the pickup to be booked as an early-morning transfer instead of the previous night so you do not pay twice.',
      'On Raahi every cab shows its included kilometres, the extra-kilometre fare and its exclusions before you book, and the tax is added as a clear percentage on the final screen.',
    ],
    hi: {
      title: 'आउटस्टेशन कैब का किराया समझें: किलोमीटर, टोल और रात का चार्ज',
      paragraphs: [
        'भारत में आउटस्टेशन कैब के किराए के कुछ हिस्से होते हैं, और इन्हें जान लेने से यात्रा के आख़िर में कोई झटका नहीं लगता। बेस किराए में तय किलोमीटर शामिल होते हैं, आम तौर पर हैचबैक या सेडान के लिए रोज़ 250 से 300 और SUV के लिए थोड़े ज़्यादा। ईंधन और ड्राइवर का भत्ता इसी किराए में होता है।',
        'शामिल किलोमीटर से आगे हर किलोमीटर का पैसा लगता है, और दर गाड़ी पर टिकी है: हैचबैक के लिए लगभग ₹10 से ₹12, सेडान के लिए ₹12 से ₹14 और इनोवा क्रिस्टा जैसी SUV के लिए ₹16 से ₹22। टोल, राज्य का प्रवेश टैक्स और पार्किंग लगभग हमेशा अलग से लगते हैं, क्योंकि ये उस दिन चुने गए रास्ते पर टिके होते हैं।',
        'ज़्यादातर राज्यों में रात 10 बजे से सुबह 6 बजे के बीच गाड़ी चलाने पर ड्राइवर का अलग भत्ता लगता है। अगर आपकी ट्रेन सुबह 5 बजे पहुँचती है, तो पिकअप पिछली रात के बजाय सुबह-सुबह के ट्रांसफ़र के रूप में बुक कराएँ, ताकि दो बार पैसे न देने पड़ें।',
        'Raahi पर हर कैब बुकिंग से पहले ही बताती है कि कितने किलोमीटर शामिल हैं, अतिरिक्त किलोमीटर का किराया क्या है और क्या शामिल नहीं है, और आख़िरी स्क्रीन पर टैक्स साफ़ प्रतिशत में जुड़ता है।',
      ],
    },
  },
  {
    title: 'A Slow Week on the Kerala Backwaters',
    category: 'tour',
    author: 'Rohan Das',
    scene: 'beach',
    paragraphs: [
      'The backwaters of Kerala are best experienced without a schedule. Board a houseboat at Alleppey around noon, and by the time lunch of karimeen fry, red rice and avial is served you will already be gliding past paddy fields that sit below the level of the canal.',
      'Nights on a houseboat are quiet: the boats moor by 5:30 PM, the crew cooks dinner on board and the only sounds are frogs and the occasional temple bell across the water. Ask for a boat with an upper deck; the sunset views from there are worth the small extra cost.',
      'After the backwaters, head up to Munnar for the tea hills or down to Marari for a few days on an empty beach. Both are less than three hours away by car, and together they make a perfect week in God’s Own Country.',
    ],
  },
  {
    title: 'What a Star Rating Really Tells You About an Indian Hotel',
    category: 'hotel',
    author: 'Priya Nair',
    scene: 'hotel',
    paragraphs: [
      'Star ratings in India are awarded by the Ministry of Tourism and describe facilities: lift access, room sizes, a restaurant, a pool and a spa at the higher levels. They say little about cleanliness, service or whether the shower is hot at 7 AM.',
      'That is why we show two numbers for every property. The stars tell you what the building offers; the guest rating, out of five, tells you how people who actually stayed there felt. A three-star hotel with a guest rating of 4.6 will often give you a better night than a tired five-star with 3.8.',
      'Use the filters together: pick the facilities you cannot do without, such as a pool for the children or a gym, then sort by guest rating. Read the newest reviews first, because a renovation or a change of management can change a hotel within a single season.',
    ],
  },
  {
    title: 'Desert Camps of the Thar: What to Expect on Your First Night',
    category: 'tour',
    author: 'Kavya Iyer',
    scene: 'desert',
    paragraphs: [
      'Most desert camps near Jaisalmer sit at Sam or Khuri, about 40 kilometres from the fort. You arrive in the late afternoon, ride a camel or a jeep over the dunes for the sunset and return to the camp for tea and pakoras as the sand cools.',
      'Evenings revolve around the fire: Manganiyar musicians sing old ballads, Kalbeliya dancers spin in black and silver, and dinner is a Rajasthani thali with dal baati, ker sangri and bajra roti. Tents range from simple canvas with shared washrooms to luxury tents with private bathrooms and proper beds.',
      'Desert nights are cold from November to February, often below 8°C, so bring a warm layer. Wake up early for the sunrise over the dunes; it is quieter and, many say, even more beautiful than the sunset.',
    ],
  },
  {
    title: 'Sedan, Hatchback or SUV: Picking the Right Cab for Your Trip',
    category: 'cabs',
    author: 'Harpreet Singh',
    scene: 'car-suv',
    paragraphs: [
      'A hatchback such as a Swift or a WagonR is the most economical choice for two or three travellers with light luggage on good highways. CNG versions cost a little less per kilometre but have a smaller boot, because the gas cylinder sits there.',
      'A sedan like the Dzire, Amaze or Etios seats four adults comfortably and takes two large suitcases. For airport runs and city-to-city trips on expressways it is the sweet spot between comfort and cost.',
      'Choose an SUV such as the Innova Crysta, Ertiga or Scorpio-N for families of five to seven, for mountain roads, or when you carry a lot of luggage. Ground clearance matters on hill roads in Himachal, Uttarakhand and Sikkim, and a diesel SUV handles steep climbs without strain.',
      'Whatever you choose, check the seats, the included kilometres and the cancellation policy on the cab page before you book.',
    ],
  },
  {
    title: 'Monsoon Stays: Hotels Where the Rain Is the View',
    category: 'hotel',
    author: 'Rohan Das',
    scene: 'forest',
    paragraphs: [
      'The monsoon is low season in much of India, and that is exactly why it is a wonderful time to travel. Prices drop by a third or more, the Western Ghats turn an impossible green and waterfalls appear on every hillside.',
      'Look for hotels with covered verandas, indoor pools and a good restaurant, because some afternoons you will simply watch the rain. Plantation bungalows in Coorg and Munnar and the resorts of Lonavala and Mahabaleshwar are built for exactly this.',
      'Check that the property has power back-up and that the approach road stays open in heavy rain, and keep a flexible day in your plan in case a landslide closes a ghat road. A good host will tell you honestly before you set out.',
    ],
  },
  {
    title: 'Planning a Safari: Ranthambore, Corbett or Kaziranga?',
    category: 'tour',
    author: 'Kavya Iyer',
    scene: 'forest',
    paragraphs: [
      'India’s national parks open at different times of the year. Ranthambore and Corbett open in October and close for the monsoon at the end of June; Kaziranga opens in November and closes by May, when the Brahmaputra floods the grasslands.',
      'For tigers, Ranthambore offers the best chance in the drier months of March to May, when animals gather at the lakes. Corbett is larger and wilder, with elephant herds and superb birding along the Ramganga. Kaziranga is the place for the great one-horned rhinoceros, which you will almost certainly see.',
      'Safari permits are released in advance and the core zones sell out, so book as early as you can. Morning drives are cooler and usually more rewarding; carry a scarf for the dust and keep voices low in the jeep.',
    ],
  },
];

export async function seedBlogs(db: Db, pictures: Pictures) {
  const rows = await Promise.all(
    POSTS.map(async (p, i) => ({
      title: p.title,
      category: p.category,
      author: p.author,
      description: p.paragraphs.join('\n\n'),
      translations: p.hi ? { hi: { title: p.hi.title, description: p.hi.paragraphs.join('\n\n') } } : {},
      image: await pictures.get(p.scene, 700 + i),
      featured: i < 3,
      // spaced out in time so "newest first" has a meaningful order
      createdAt: new Date(Date.now() - (POSTS.length - i) * 5 * 86_400_000),
    })),
  );
  return db.insert(blogs).values(rows).returning({ id: blogs.id });
}
